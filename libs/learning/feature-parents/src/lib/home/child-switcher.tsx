import type { ParentChild } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Avatar } from '@kk/ui-kit';
import { ChildButton, Switcher } from './home.styles';

/** Props of {@link ChildSwitcher}. */
export interface ChildSwitcherProps {
  /** The parent's children. */
  list: readonly ParentChild[];
  /** The child shown. */
  chosenId: number;
  /** Shows another child. */
  onChoose: (childId: number) => void;
}

/**
 * One button per child (avatar and first name), the child shown pressed (`aria-pressed`): Tab reaches
 * each, Enter or Space shows that child.
 */
export function ChildSwitcher({ list, chosenId, onChoose }: ChildSwitcherProps) {
  const { t } = useTranslation('learning-parents');
  return (
    <Switcher role="group" aria-label={t('home.switcher')}>
      {list.map((child) => (
        <ChildButton
          key={child.id}
          type="button"
          aria-pressed={child.id === chosenId}
          onClick={() => onChoose(child.id)}
        >
          <Avatar name={`${child.first_name} ${child.last_name}`} src={child.image || undefined} size="sm" decorative />
          <bdi>{child.first_name}</bdi>
        </ChildButton>
      ))}
    </Switcher>
  );
}
