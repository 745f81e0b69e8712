import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { loggedOut, selectSessionUser, useAppDispatch, useAppSelector } from '@kk/session';
import { displayPhone, Section, SectionTitle } from '@kk/shop-ui';
import { Alert, Avatar, Button, ButtonLink, ChevronEndIcon, Page, Spinner, useDocumentTitle } from '@kk/ui-kit';
import { AccountSettings } from './account-settings';
import { AddressesSection } from './addresses-section';
import { ProfileForm } from './profile-form';
import { Details, EntryList, Identity, IdentityText, Muted, Name, SectionHead } from './profile-page.styles';
import { usePhotoPicker } from './use-photo-picker';

/** Whether the page was reached right after the profile was saved on /profile-edit. */
function savedOnArrival(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { saved?: unknown }).saved === true;
}

/**
 * `/profile` (§2, signed in): photo, name and e-mail; the profile menu (change photo, edit
 * profile, manage orders, help and support, logout); the contact details, read-only until Edit is
 * pressed, then Save; the saved addresses with the collapsible add-address form; and the account
 * settings (Privacy, Change password, Delete account), which only say they are not available yet.
 */
export function ProfilePage() {
  const { t } = useTranslation('shop-account');
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const photo = usePhotoPicker();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(() => savedOnArrival(location.state));
  const ids = { menu: useId(), contact: useId(), addresses: useId(), settings: useId() };

  const profile = user?.profile;
  const fullName = [profile?.firstName || user?.firstName, profile?.lastName || user?.lastName]
    .filter(Boolean)
    .join(' ');
  const image = profile?.image ?? user?.image ?? null;
  // The page draws its own header (the user's name): the tab says what the page is.
  useDocumentTitle(t('title'));

  const logout = async () => {
    // Leave the protected page first: signed out on it, its guard would ask to sign in again.
    await navigate('/', { replace: true });
    dispatch(loggedOut());
  };

  const detail = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : t('contact.notGiven'));

  return (
    <Page>
      <Identity>
        <Avatar name={fullName || (profile?.username ?? '')} src={image} size="xl" decorative />
        <IdentityText>
          <Name>{fullName || t('title')}</Name>
          {profile?.email && <Muted>{profile.email}</Muted>}
        </IdentityText>
        {photo.busy && <Spinner size="sm" label={t('photo.uploading')} />}
        <input {...photo.inputProps} aria-label={t('photo.choose')} />
      </Identity>

      <Section aria-labelledby={ids.menu}>
        <SectionTitle id={ids.menu}>{t('menu.label')}</SectionTitle>
        <EntryList aria-labelledby={ids.menu}>
          <li>
            <Button variant="ghost" fullWidth endIcon={<ChevronEndIcon />} onClick={photo.pick} loading={photo.busy}>
              {t('photo.change')}
            </Button>
          </li>
          <li>
            <ButtonLink as={RouterLink} to="/profile-edit" variant="ghost" fullWidth endIcon={<ChevronEndIcon />}>
              {t('menu.editProfile')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink as={RouterLink} to="/orders" variant="ghost" fullWidth endIcon={<ChevronEndIcon />}>
              {t('menu.orders')}
            </ButtonLink>
          </li>
          <li>
            {/* §2: help/support is listed and has no action yet. */}
            <Button variant="ghost" fullWidth endIcon={<ChevronEndIcon />}>
              {t('menu.help')}
            </Button>
          </li>
          <li>
            <Button variant="ghost" fullWidth onClick={() => void logout()}>
              {t('common:actions.logout')}
            </Button>
          </li>
        </EntryList>
      </Section>

      <Section aria-labelledby={ids.contact}>
        <SectionHead>
          <SectionTitle id={ids.contact}>{t('contact.title')}</SectionTitle>
          {!editing && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('common:actions.edit')}
            </Button>
          )}
        </SectionHead>
        {saved && <Alert tone="success">{t('contact.saved')}</Alert>}
        {editing ? (
          <ProfileForm
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <Details>
            <dt>{t('shop-common:contact.firstName')}</dt>
            <dd>{detail(profile?.firstName || user?.firstName)}</dd>
            <dt>{t('shop-common:contact.lastName')}</dt>
            <dd>{detail(profile?.lastName || user?.lastName)}</dd>
            <dt>{t('shop-common:contact.email')}</dt>
            <dd>{detail(profile?.email)}</dd>
            <dt>{t('shop-common:contact.phone')}</dt>
            <dd dir="ltr">{detail(displayPhone(profile?.phone_number))}</dd>
          </Details>
        )}
      </Section>

      <Section aria-labelledby={ids.addresses}>
        <SectionTitle id={ids.addresses}>{t('addresses.title')}</SectionTitle>
        <AddressesSection labelledBy={ids.addresses} />
      </Section>

      <Section aria-labelledby={ids.settings}>
        <SectionTitle id={ids.settings}>{t('more.label')}</SectionTitle>
        <AccountSettings labelledBy={ids.settings} />
      </Section>
    </Page>
  );
}
