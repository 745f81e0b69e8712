import { useTranslation } from '@kk/i18n';
import { Button } from '@kk/ui-kit';
import { RowActions } from './row-actions.styles';

/** Props of EditDeleteActions. */
export interface EditDeleteActionsProps {
  /** The row's name, in each button's accessible name ("Modifier Pack CP"). */
  name: string;
  /** Called by "Modifier". */
  onEdit: () => void;
  /** Called by "Supprimer" (the page asks for a confirmation). */
  onDelete: () => void;
}

/**
 * The Edit and Delete buttons of an admin table row, for {@link actionsColumn}'s cell; each button
 * names the row for a screen reader. Texts: `shop-admin:common.edit*` and `common.delete*`.
 *
 * @example actionsColumn(t('packs.actions'), (p) => <EditDeleteActions name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />)
 */
export function EditDeleteActions({ name, onEdit, onDelete }: EditDeleteActionsProps) {
  const { t } = useTranslation('shop-admin');
  return (
    <RowActions>
      <Button size="sm" variant="secondary" aria-label={t('common.editName', { name })} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('common.deleteName', { name })} onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </RowActions>
  );
}
