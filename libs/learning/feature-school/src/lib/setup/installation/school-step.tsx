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

/** The new school's fields, all required: their label, and the keypad of a phone or e-mail (read left to right). */
const SCHOOL_FIELDS: Record<
  'name' | 'city' | 'phone' | 'address' | 'email',
  { label: TranslationKey; type?: 'tel' | 'email' }
> = {
  name: { label: 'learning-school:install.schoolName' },
  city: { label: 'learning-school:install.city' },
  phone: { label: 'learning-school:install.phone', type: 'tel' },
  address: { label: 'learning-school:install.address' },
  email: { label: 'learning-school:install.email', type: 'email' },
};

/** One field of the new school. */
function SchoolField({ name }: { name: keyof typeof SCHOOL_FIELDS }) {
  const { t } = useTranslation('learning-school');
  const { label, type } = SCHOOL_FIELDS[name];
  return (
    <FormField
      name={name}
      component={TextField}
      type={type}
      label={t(label)}
      controlDir={type ? 'ltr' : undefined}
      required
    />
  );
}

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
              <SchoolField name="name" />
              <FieldPair>
                <SchoolField name="city" />
                <SchoolField name="phone" />
              </FieldPair>
              <SchoolField name="address" />
              <SchoolField name="email" />
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
