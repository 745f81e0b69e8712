import type { ExerciseCategory, ReclamationType } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { FormField, Page, QueryState, RowMeta, Skeleton, TextArea, TextField } from '@kk/ui-kit';
import { useMySchool } from '../../shared/use-my-school';
import { EditableList } from '../shared/editable-list';
import { NoSchoolState } from '../shared/no-school-state';
import { LogoCard } from './logo-card';
import { SettingsCard } from './settings-card';
import {
  categoryValues,
  reclamationTypeValues,
  useSettingsLists,
  validateNamed,
  type CategoryValues,
  type ReclamationTypeValues,
} from './use-settings-lists';

/** The reclamation types, then the exercise categories, each with its add/edit form. */
function SettingsLists() {
  const { t } = useTranslation('learning-school');
  const { formatNumber } = useFormatters();
  const vm = useSettingsLists();
  return (
    <>
      <EditableList<ReclamationType, ReclamationTypeValues>
        title={t('settings.reclamations.title')}
        note={t('settings.reclamations.intro')}
        query={vm.reclamationTypes}
        errorMessage={t('settings.reclamations.loadError')}
        emptyTitle={t('settings.reclamations.empty')}
        name={(type) => type.name}
        meta={(type) =>
          type.description ? (
            <RowMeta>
              <bdi>{type.description}</bdi>
            </RowMeta>
          ) : null
        }
        addLabel={t('settings.reclamations.add')}
        formTitles={{ add: t('settings.reclamations.addTitle'), edit: t('settings.reclamations.editTitle') }}
        initialValues={reclamationTypeValues}
        validate={validateNamed}
        fields={
          <>
            <FormField name="name" component={TextField} label={t('settings.reclamations.name')} required />
            <FormField
              name="description"
              component={TextArea}
              label={t('settings.reclamations.description')}
              rows={3}
            />
          </>
        }
        save={vm.saveReclamationType}
        remove={vm.removeReclamationType}
        deleteWarning={t('settings.reclamations.deleteWarning')}
      />
      <EditableList<ExerciseCategory, CategoryValues>
        title={t('settings.categories.title')}
        note={t('settings.categories.intro')}
        query={vm.categories}
        errorMessage={t('settings.categories.loadError')}
        emptyTitle={t('settings.categories.empty')}
        name={(category) => category.name}
        meta={(category) => (
          <RowMeta>
            {t('settings.categories.count', {
              count: category.exercises_count,
              value: formatNumber(category.exercises_count),
            })}
          </RowMeta>
        )}
        addLabel={t('settings.categories.add')}
        formTitles={{ add: t('settings.categories.addTitle'), edit: t('settings.categories.editTitle') }}
        initialValues={categoryValues}
        validate={validateNamed}
        fields={<FormField name="name" component={TextField} label={t('settings.categories.name')} required />}
        save={vm.saveExerciseCategory}
        remove={vm.removeExerciseCategory}
        deleteWarning={t('settings.categories.deleteWarning')}
      />
    </>
  );
}

/**
 * `/ecole/parametres`, "Paramètres de l'école": the settings (call 79; reset, call 80), the logo
 * (upload 81, then the logo update; delete), the reclamation types parents choose from (88 and an
 * assumed list) and the exercise categories (63 and an assumed write). Texts: `learning-school:settings.*`.
 */
export function SettingsPage() {
  const { t } = useTranslation('learning-school');
  const { query } = useMySchool();
  return (
    <Page title={t('settings.title')} description={t('settings.description')}>
      <QueryState
        query={query}
        errorMessage={t('settings.loadError')}
        loading={<Skeleton variant="rect" height="16rem" count={2} />}
        isEmpty={(schools) => schools.length === 0}
        empty={<NoSchoolState />}
      >
        {() => (
          <>
            <SettingsCard />
            <LogoCard />
            <SettingsLists />
          </>
        )}
      </QueryState>
    </Page>
  );
}
