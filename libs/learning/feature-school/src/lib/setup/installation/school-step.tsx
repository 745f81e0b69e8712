import { useId } from 'react';
import { Form } from 'react-final-form';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  FormField,
  FormSubmitError,
  SectionCard,
  SectionNote,
  SectionTitle,
  TextField,
} from '@kk/ui-kit';
import { FieldPair, FormButtons, FormStack } from '../shared/editable-list.styles';
import { isolate } from '../shared/isolate';
import { translateSubmission } from '../shared/server-errors';
import { validateNewSchool, type NewSchoolValues, type useInstallation } from './use-installation';
import { LevelGroupFields } from '../shared/level-group-fields';

/**
 * The first step: the school. Done when the administrator has one; else add it (call 78) or "Je
 * suis déjà dans une école" (call 94).
 */
export function SchoolStep({ vm }: { /** The installation's view model. */ vm: ReturnType<typeof useInstallation> }) {
  const { t } = useTranslation('learning-school');
  const addId = useId();
  const joinId = useId();
  const translate = (key: TranslationKey) => t(key);
  if (vm.school)
    return (
      <Alert tone="success" title={t('install.schoolDone', { name: isolate(vm.school.name) })}>
        {t('install.schoolDoneNext')}
      </Alert>
    );
  return (
    <>
      <SectionCard aria-labelledby={addId}>
        <SectionTitle id={addId}>{t('install.addTitle')}</SectionTitle>
        <Form<NewSchoolValues>
          onSubmit={async (values) => {
            const errors = await vm.addSchool(values);
            return errors ? translateSubmission(errors, translate) : undefined;
          }}
          validate={(values) =>
            Object.fromEntries(Object.entries(validateNewSchool(values)).map(([k, key]) => [k, key && t(key)]))
          }
        >
          {({ handleSubmit, submitting }) => (
            <FormStack onSubmit={handleSubmit} noValidate aria-labelledby={addId}>
              <FormField name="name" component={TextField} label={t('install.schoolName')} required />
              <FieldPair>
                <FormField name="city" component={TextField} label={t('install.city')} required />
                <FormField
                  name="phone"
                  component={TextField}
                  type="tel"
                  label={t('install.phone')}
                  controlDir="ltr"
                  required
                />
              </FieldPair>
              <FormField name="address" component={TextField} label={t('install.address')} required />
              <FormField
                name="email"
                component={TextField}
                type="email"
                label={t('install.email')}
                controlDir="ltr"
                required
              />
              <SectionNote>{t('levels.intro')}</SectionNote>
              <LevelGroupFields />
              <FormSubmitError format={translate} />
              <FormButtons>
                <Button type="submit" loading={submitting} disabled={submitting}>
                  {t('install.add')}
                </Button>
              </FormButtons>
            </FormStack>
          )}
        </Form>
      </SectionCard>
      <SectionCard aria-labelledby={joinId}>
        <SectionTitle id={joinId}>{t('install.joinTitle')}</SectionTitle>
        <SectionNote>{t('install.joinIntro')}</SectionNote>
        {vm.joinAnswered && !vm.school && <Alert tone="info">{t('install.joinNone')}</Alert>}
        <FormButtons>
          <Button
            variant="secondary"
            loading={vm.joining}
            disabled={vm.joining}
            onClick={() => void vm.joinSchool().catch(() => undefined)}
          >
            {t('install.join')}
          </Button>
        </FormButtons>
      </SectionCard>
    </>
  );
}
