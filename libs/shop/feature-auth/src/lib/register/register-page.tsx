import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation, translateErrors } from '@kk/i18n';
import { ContactFields, PHOTO_RULES } from '@kk/shop-ui';
import { Button, ImageUploader, Link, PageHeader, PasswordFormField } from '@kk/ui-kit';
import { AltLine, AuthForm, AuthPage } from '../auth-page.styles';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_CONTACT_FIELDS,
  validateRegister,
  type RegisterValues,
} from './register-values';
import { useRegister } from './use-register';

/**
 * `/register` (§2): first name, last name, e-mail, phone (Morocco first), password and its
 * confirmation, an optional profile photo (uploaded when picked; Create waits for it), and a link
 * to /connexion. Messages of §5 once a field is touched. Registration answers a username and a
 * password, used at once to sign in, then the post-login redirect of §4 runs. A failure only
 * gives the form back (§8: no message in the shop), with what was typed.
 */
export function RegisterPage() {
  const { t } = useTranslation('shop-auth');
  const { submit, photo, setPhoto, uploading, setUploading, photoError, rejectPhoto, uploadPhoto } = useRegister();

  return (
    <AuthPage>
      <PageHeader title={t('register.title')} description={t('register.intro')} />
      <Form<RegisterValues>
        initialValues={EMPTY_REGISTER_VALUES}
        validate={(values) => translateErrors(validateRegister(values), (key) => t(key))}
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <AuthForm noValidate onSubmit={handleSubmit} aria-label={t('register.title')}>
            <ContactFields fields={REGISTER_CONTACT_FIELDS} />
            <PasswordFormField
              label={t('register.password')}
              purpose="new"
              hint={t('register.passwordHint')}
              required
            />
            <PasswordFormField name="confirm_password" purpose="new" label={t('register.confirmPassword')} required />
            <ImageUploader
              label={t('register.photo')}
              addLabel={t('register.addPhoto')}
              removeLabel={() => t('register.removePhoto')}
              imageAlt={() => t('register.photoAlt')}
              maxImages={1}
              placeholders={0}
              accept={PHOTO_RULES.accept}
              maxSize={PHOTO_RULES.maxSize}
              onReject={rejectPhoto}
              error={photoError}
              value={photo}
              onChange={setPhoto}
              onUploadingChange={setUploading}
              onUpload={uploadPhoto}
              disabled={submitting}
            />
            <Button type="submit" fullWidth loading={submitting} disabled={uploading}>
              {t('register.submit')}
            </Button>
          </AuthForm>
        )}
      />
      <AltLine>
        <span>{t('register.hasAccount')}</span>
        <Link as={RouterLink} to="/connexion" variant="standalone">
          {t('common:actions.login')}
        </Link>
      </AltLine>
    </AuthPage>
  );
}
