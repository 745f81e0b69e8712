import { LEVEL_GROUP_KINDS, type LevelGroupKind } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Checkbox, FormField, type CheckboxProps } from '@kk/ui-kit';
import { LEVEL_GROUP_LABELS } from './labels';

/** Props of {@link LevelGroupFields}. */
interface LevelGroupFieldsProps {
  /** The checkboxes' look. @default the plain checkbox */
  variant?: CheckboxProps['variant'];
  /** The hint under a group (its levels), none when absent. */
  hintOf?: (group: LevelGroupKind) => string;
}

/**
 * One checkbox per level group (primaire, collège, lycée), named after the group: the levels a
 * school teaches, in the new school's form and in "Niveaux enseignés".
 */
export function LevelGroupFields({ variant, hintOf }: LevelGroupFieldsProps) {
  const { t } = useTranslation('learning-school');
  return LEVEL_GROUP_KINDS.map((group) => (
    <FormField
      key={group}
      name={group}
      type="checkbox"
      component={Checkbox}
      variant={variant}
      label={t(LEVEL_GROUP_LABELS[group])}
      hint={hintOf?.(group)}
    />
  ));
}
