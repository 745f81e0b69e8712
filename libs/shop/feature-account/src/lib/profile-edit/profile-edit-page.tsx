import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { Page } from '@kk/ui-kit';
import { ProfileForm } from '../profile/profile-form';

/**
 * `/profile-edit` (§2, signed in, no footer): the contact details form. Once saved the user goes
 * back to the profile, which says the details were saved; Cancel goes back without saving. A
 * failure only gives the form back with what was typed (§8).
 */
export function ProfileEditPage() {
  const { t } = useTranslation('shop-account');
  const navigate = useNavigate();
  return (
    <Page title={t('edit.title')} description={t('edit.intro')}>
      <ProfileForm
        onCancel={() => navigate('/profile')}
        onSaved={() => navigate('/profile', { replace: true, state: { saved: true } })}
      />
    </Page>
  );
}
