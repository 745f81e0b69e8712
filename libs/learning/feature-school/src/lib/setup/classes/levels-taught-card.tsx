import { useId, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { LEVEL_GROUP_KINDS, levelGroupId, levelName, type LevelGroupKind } from '@kk/domain';
import { useLanguage, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  FormSubmitError,
  SectionCard,
  SectionNote,
  SectionTitle,
  Skeleton,
  submitError,
} from '@kk/ui-kit';
import { FormButtons, FormStack } from '../shared/editable-list.styles';
import type { useClasses } from './use-classes';
import { LevelGroupFields } from '../shared/level-group-fields';

/** Values of the levels-taught form: one checkbox per level group. */
type GroupValues = Partial<Record<LevelGroupKind, boolean>>;

/**
 * "Niveaux enseignés": the level groups the school teaches (primaire, collège, lycée), each with its
 * levels; "Enregistrer les niveaux". At least one; leaving out a group a class is at is refused.
 */
export function LevelsTaughtCard({ vm }: { /** The classes page's view model. */ vm: ReturnType<typeof useClasses> }) {
  const { t } = useTranslation('learning-school');
  const { language } = useLanguage();
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const { groups } = vm.taught;
  // One object per change of the groups: final-form starts again whenever its initial values change identity.
  const initialValues: GroupValues = useMemo(() => Object.fromEntries(groups.map((g) => [g, true])), [groups]);
  const submit = async (values: GroupValues) => {
    setSaved(false);
    const groups = LEVEL_GROUP_KINDS.filter((g) => values[g]);
    const refusal = await vm.saveLevelGroups(groups);
    if (refusal) return submitError<TranslationKey>(refusal);
    setSaved(true);
    return undefined;
  };
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('levels.title')}</SectionTitle>
      <SectionNote>{t('levels.intro')}</SectionNote>
      {!vm.ready && <Skeleton variant="rect" height="10rem" />}
      {vm.ready && (
        <Form<GroupValues>
          onSubmit={submit}
          initialValues={initialValues}
          validate={(values) => (LEVEL_GROUP_KINDS.some((g) => values[g]) ? {} : { primaire: t('levels.atLeastOne') })}
        >
          {({ handleSubmit, submitting }) => (
            <FormStack onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
              <LevelGroupFields
                variant="tile"
                hintOf={(group) =>
                  vm.taught.allLevels
                    .filter((l) => l.group_id === levelGroupId(group))
                    .map((l) => levelName(l, language))
                    .join(' · ')
                }
              />
              <FormSubmitError format={(key: TranslationKey) => t(key)} />
              {saved && <Alert tone="success">{t('levels.saved')}</Alert>}
              <FormButtons>
                <Button type="submit" loading={submitting} disabled={submitting}>
                  {t('levels.save')}
                </Button>
              </FormButtons>
            </FormStack>
          )}
        </Form>
      )}
    </SectionCard>
  );
}
