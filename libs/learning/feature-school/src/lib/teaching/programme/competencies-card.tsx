import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import type { Competency } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Button,
  ConfirmDialog,
  FormField,
  FormSubmitError,
  QuerySection,
  Row,
  RowBody,
  RowList,
  RowTitle,
  SectionNote,
  Skeleton,
  TextField,
  type QueryStateQuery,
} from '@kk/ui-kit';
import { EntryActions, EntryForm } from '../teaching.styles';
import { validateCompetency, type CompetencyFormValues } from './use-programme';

/** Props of {@link CompetenciesCard}. */
export interface CompetenciesCardProps {
  /** The programme's competencies, by code. */
  query: QueryStateQuery<Competency[]>;
  /** Adds one; answers the form's errors on a failure. */
  onAdd: (values: CompetencyFormValues) => Promise<unknown>;
  /** Deletes one; rejects on a failure. */
  onRemove: (id: number) => Promise<unknown>;
}

/**
 * "Compétences": what the programme's controls assess (code and name, e.g. "C1 Résoudre un
 * problème"), each removable after a confirmation, and the form for one more. A failed load says
 * so here only: the chapters stay usable.
 */
export function CompetenciesCard({ query, onAdd, onRemove }: CompetenciesCardProps) {
  const { t } = useTranslation('learning-teaching');
  const validate = useTranslatedValidate(validateCompetency);
  const formLabelId = useId();
  const [removing, setRemoving] = useState<Competency | null>(null);
  const label = (c: Competency) => `${c.code} ${c.name}`;
  return (
    <QuerySection
      title={t('programme.competencies')}
      intro={t('programme.competenciesIntro')}
      query={query}
      errorMessage={t('programme.competenciesLoadError')}
      loading={<Skeleton variant="rect" height="3rem" count={2} />}
    >
      {(competencies, titleId) => (
        <>
          {competencies.length === 0 ? (
            <SectionNote>{t('programme.noCompetency')}</SectionNote>
          ) : (
            <RowList aria-labelledby={titleId}>
              {competencies.map((competency) => (
                <Row key={competency.id}>
                  <RowBody>
                    <RowTitle>
                      <bdi>{competency.code}</bdi> <bdi>{competency.name}</bdi>
                    </RowTitle>
                  </RowBody>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('programme.deleteCompetency', { name: label(competency) })}
                    onClick={() => setRemoving(competency)}
                  >
                    {t('programme.delete')}
                  </Button>
                </Row>
              ))}
            </RowList>
          )}
          <Form<CompetencyFormValues>
            onSubmit={async (values, form) => {
              const failed = await onAdd(values);
              if (!failed) setTimeout(() => form.restart());
              return failed as never;
            }}
            validate={validate}
          >
            {({ handleSubmit, submitting }) => (
              <EntryForm onSubmit={handleSubmit} noValidate aria-labelledby={formLabelId}>
                <SectionNote id={formLabelId}>{t('programme.newCompetency')}</SectionNote>
                <FormField
                  label={t('programme.competencyCode')}
                  hint={t('programme.competencyCodeHint')}
                  name="code"
                  component={TextField}
                  controlDir="ltr"
                  maxLength={12}
                  required
                />
                <FormField label={t('programme.competencyName')} name="name" component={TextField} required />
                <FormSubmitError format={(key: TranslationKey) => t(key)} />
                <EntryActions>
                  <Button type="submit" size="sm" variant="secondary" loading={submitting}>
                    {t('programme.addCompetency')}
                  </Button>
                </EntryActions>
              </EntryForm>
            )}
          </Form>
          <ConfirmDialog
            open={removing !== null}
            title={t('programme.confirmCompetency', { name: removing ? label(removing) : '' })}
            description={t('programme.confirmCompetencyDescription')}
            cancelLabel={t('programme.keep')}
            confirmLabel={t('programme.delete')}
            failedMessage={t('programme.deleteFailed', { name: removing ? label(removing) : '' })}
            onConfirm={async () => {
              if (removing) await onRemove(removing.id);
              setRemoving(null);
            }}
            onClose={() => setRemoving(null)}
          />
        </>
      )}
    </QuerySection>
  );
}
