import { useId } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import type { ParentChild } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  BackLink,
  Button,
  FormField,
  FormSubmitError,
  Page,
  QueryState,
  SectionCard,
  SectionNote,
  SectionTitle,
  Skeleton,
  TextField,
} from '@kk/ui-kit';
import { childName } from '../children/use-children';
import { AccountForm } from '../shared/account-form.styles';
import { ChildFields } from '../shared/child-fields';
import { validateChildForm, type ChildFormValues } from '../shared/child-form';
import { useSchoolLine } from '../shared/use-school-line';
import { useEditChild, validateChildLink, type ChildLinkValues, type UseEditChildResult } from './use-edit-child';

const validateUpdate = (values: ChildFormValues) => validateChildForm(values, false);

/** The child's details: names, date of birth, gender, level; "Enregistrer", then a success line. */
function IdentityCard({ vm }: { vm: UseEditChildResult }) {
  const { t } = useTranslation('learning-children');
  const titleId = useId();
  const validate = useTranslatedValidate(validateUpdate);
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('edit.identity')}</SectionTitle>
      <Form<ChildFormValues> onSubmit={vm.save} validate={validate} initialValues={vm.initialValues}>
        {({ handleSubmit, submitting }) => (
          <AccountForm onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
            <ChildFields />
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
            {vm.saved && <Alert tone="success">{t('edit.saved')}</Alert>}
            <Button type="submit" loading={submitting}>
              {t('edit.save')}
            </Button>
          </AccountForm>
        )}
      </Form>
    </SectionCard>
  );
}

/** The child's school, and the Code Massar form that links the child to one. */
function SchoolCard({ vm, child }: { vm: UseEditChildResult; child: ParentChild }) {
  const { t } = useTranslation('learning-children');
  const titleId = useId();
  const validate = useTranslatedValidate(validateChildLink);
  const line = useSchoolLine();
  const school = line.school(child);
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('link.title')}</SectionTitle>
      {vm.linked && child.school_name ? (
        <Alert tone="success" title={t('link.linked', { name: line.isolate(childName(child)) })}>
          {school}
        </Alert>
      ) : (
        <SectionNote>{t('link.current', { school })}</SectionNote>
      )}
      <SectionNote>{t('link.intro')}</SectionNote>
      <Form<ChildLinkValues> onSubmit={vm.link} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <AccountForm onSubmit={handleSubmit} noValidate aria-label={t('link.title')}>
            {/* A Latin letter and 9 digits (spaces are dropped): typed left to right on an Arabic page too. */}
            <FormField
              label={t('link.code')}
              hint={t('link.hint')}
              name="code_massar"
              component={TextField}
              controlDir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={16}
              required
            />
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
            <Button type="submit" variant="secondary" loading={submitting}>
              {t('link.submit')}
            </Button>
          </AccountForm>
        )}
      </Form>
    </SectionCard>
  );
}

/**
 * `/parent/enfants/:childId/modifier`: a child's details (call 49) and their school by Code Massar
 * (call 38 with `child_id`). A `:childId` that is not one of the parent's children shows an error
 * state, never another family's data. Texts: `learning-children:edit.*`, `link.*`, `form.*`.
 */
export function EditChildPage() {
  const { t } = useTranslation('learning-children');
  const vm = useEditChild();
  const child = vm.query.data;
  const { isolate } = useSchoolLine();

  return (
    <Page
      title={t('edit.title')}
      description={child ? t('edit.description', { name: isolate(childName(child)) }) : undefined}
    >
      <BackLink as={RouterLink} to="/parent/enfants">
        {t('edit.back')}
      </BackLink>
      <QueryState
        query={vm.query}
        errorMessage={t('edit.loadError')}
        loading={<Skeleton variant="rect" height="20rem" />}
        isEmpty={(found) => found === null}
        empty={
          <Alert tone="danger" title={t('edit.notFoundTitle')}>
            {t('edit.notFoundDescription')}
          </Alert>
        }
      >
        {(found) =>
          found && (
            <>
              <IdentityCard vm={vm} />
              <SchoolCard vm={vm} child={found} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
