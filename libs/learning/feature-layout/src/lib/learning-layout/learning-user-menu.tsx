import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { selectLearningRole, selectSessionUser, useAppSelector } from '@kk/session';
import { Avatar, IconButton, VisuallyHidden } from '@kk/ui-kit';
import { LOGOUT_PATH } from './logout-path';
import { LogoutIcon } from './logout-icon';
import { ProfileLink, UserName } from './learning-user-menu.styles';

/** The parent's bell (unread alerts), its own chunk: only a parent downloads it. */
const AlertsBell = lazy(() => import('./alerts-bell').then((m) => ({ default: m.AlertsBell })));

/**
 * The signed-in user's part of the header: a parent's alerts bell (`AlertsBell`, its own chunk),
 * their avatar and name (→ `/profil`) and logout. Its own
 * chunk, as the sections' navigation: a visitor's first load (sign in) does not carry it
 * (docs/performance.md).
 */
export function LearningUserMenu() {
  const { t } = useTranslation('learning-layout');
  const user = useAppSelector(selectSessionUser);
  const role = useAppSelector(selectLearningRole);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <>
      {role === 'parent' && (
        <Suspense fallback={null}>
          <AlertsBell />
        </Suspense>
      )}
      <ProfileLink as={Link} to="/profil">
        <Avatar name={user.name} src={user.image} size="sm" decorative />
        {/* The name is the link's text (hidden visually on phones, where only the avatar shows). */}
        <UserName>{user.name}</UserName> <VisuallyHidden>{t('user.profileSuffix')}</VisuallyHidden>
      </ProfileLink>
      <IconButton
        variant="ghost"
        label={t('user.logout')}
        icon={<LogoutIcon />}
        onClick={() => navigate(LOGOUT_PATH)}
      />
    </>
  );
}
