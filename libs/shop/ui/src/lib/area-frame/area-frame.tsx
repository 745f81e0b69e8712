import type { ReactNode } from 'react';
import { Button, Logo } from '@kk/ui-kit';
import { AreaBrand, AreaHeader, AreaMain, AreaRoot, AreaUser } from './area-frame.styles';

/** Props of AreaFrame. */
export interface AreaFrameProps {
  /** Name of the area, next to the logo (e.g. 'Administration'). */
  areaName: string;
  /** Accessible name of the logo (the product name). */
  logoTitle: string;
  /** The signed-in account's name, shown in the header. */
  userName?: string;
  /** Text of the logout button. */
  logoutLabel: string;
  /** Signs out. */
  onLogout: () => void;
  /** The area's page. */
  children: ReactNode;
}

/**
 * The simple frame of the admin and library areas (§2 "optional layouts"): a header with the
 * logo, the area's name, the signed-in account and a logout button, and the page in `main`.
 * Presentational: the feature passes the texts and the logout action.
 *
 * @example
 * <AreaFrame areaName={t('area')} logoTitle={t('common:appName')} userName={user.name}
 *   logoutLabel={t('common:actions.logout')} onLogout={logout}><Outlet /></AreaFrame>
 */
export function AreaFrame({ areaName, logoTitle, userName, logoutLabel, onLogout, children }: AreaFrameProps) {
  return (
    <AreaRoot data-ui="area-frame">
      <AreaHeader>
        <AreaBrand>
          <Logo title={logoTitle} width={36} />
          <span>{areaName}</span>
        </AreaBrand>
        {userName && <AreaUser>{userName}</AreaUser>}
        <Button variant="secondary" size="sm" onClick={onLogout}>
          {logoutLabel}
        </Button>
      </AreaHeader>
      <AreaMain>{children}</AreaMain>
    </AreaRoot>
  );
}
