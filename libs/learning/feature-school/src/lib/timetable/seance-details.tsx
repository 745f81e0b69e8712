import { useState } from 'react';
import { UPDATE_SCOPES, type Seance, type UpdateScope } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, Button, Modal, RadioGroup } from '@kk/ui-kit';
import { DetailsList, ModalActions } from './timetable.styles';
import { SCOPE_TEXTS } from './week';

/** Props of SeanceDetails. */
export interface SeanceDetailsProps {
  /** The seance opened (null: closed). */
  seance: Seance | null;
  /** "Modifier" with the scope chosen. */
  onEdit: (seance: Seance, scope: UpdateScope) => void;
  /** "Supprimer" with the scope chosen (a confirmation follows). */
  onDelete: (seance: Seance, scope: UpdateScope) => void;
  /** Closes the details. */
  onClose: () => void;
}

/**
 * A seance's details (when, class, professor, classroom, type, repetition) with "Modifier" and
 * "Supprimer", and for a repeated seance the §9 scope they apply to: "Cette date uniquement",
 * "Cette date et les suivantes", "Toutes les dates". A catch-up has one date: no scope to choose.
 */
export function SeanceDetails({ seance, onEdit, onDelete, onClose }: SeanceDetailsProps) {
  const { t } = useTranslation('learning-timetable');
  const { formatDate } = useFormatters();
  const [scope, setScope] = useState<UpdateScope>('only_this_date');
  const repeated = seance !== null && seance.periodicity_weeks > 0;
  const chosen: UpdateScope = repeated ? scope : 'all_dates';
  const close = () => {
    setScope('only_this_date');
    onClose();
  };
  return (
    <Modal
      open={seance !== null}
      onClose={close}
      title={seance ? seance.subject_name : ''}
      closeLabel={t('details.close')}
    >
      {seance && (
        <>
          <DetailsList>
            <dt>{t('details.when')}</dt>
            <dd>
              {formatDate(seance.date, 'full')}, <bdi>{`${seance.start_time} – ${seance.end_time}`}</bdi>
            </dd>
            <dt>{t('details.class')}</dt>
            <dd>
              <bdi>{seance.class_name}</bdi>
            </dd>
            <dt>{t('details.professor')}</dt>
            <dd>
              <bdi>{seance.professor_name}</bdi>
            </dd>
            <dt>{t('details.classroom')}</dt>
            <dd>
              <bdi>{seance.classroom_name ?? t('form.noClassroom')}</bdi>
            </dd>
            <dt>{t('details.type')}</dt>
            <dd>{seance.type === 'catchup' ? <Badge tone="warning">{t('form.catchup')}</Badge> : t('form.normal')}</dd>
            <dt>{t('details.repeat')}</dt>
            <dd>
              {!repeated
                ? t('details.once')
                : seance.periodicity_weeks === 1
                  ? t('details.weekly')
                  : t('details.everyWeeks', { weeks: seance.periodicity_weeks })}
            </dd>
          </DetailsList>
          {repeated && (
            <RadioGroup
              legend={t('details.scope')}
              name="update_scope"
              value={scope}
              onChange={(value) => setScope(value as UpdateScope)}
              options={UPDATE_SCOPES.map((s) => ({ value: s, label: t(SCOPE_TEXTS[s].name) }))}
            />
          )}
          <ModalActions>
            <Button variant="danger" onClick={() => onDelete(seance, chosen)}>
              {t('details.delete')}
            </Button>
            <Button onClick={() => onEdit(seance, chosen)}>{t('details.edit')}</Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
