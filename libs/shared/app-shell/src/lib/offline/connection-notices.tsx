import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@kk/i18n';
import { Alert, Button } from '@kk/ui-kit';
import { newVersion } from './service-worker';

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} 0`};
`;

export interface ConnectionNoticesViewProps {
  /** The browser has no network (`navigator.onLine` false). */
  offline: boolean;
  /** A new version of the app is installed and applies at the next visit. */
  newVersionReady: boolean;
  /** Applies the new version now (reloads the page). */
  onReload: () => void;
}

/**
 * The app-wide notices about the connection and the app's version, announced politely
 * (`role="status"`): offline (what shows is the last answer kept; writes are refused), and a new
 * version waiting for the next visit, with a "Reload" that applies it now.
 */
export function ConnectionNoticesView({ offline, newVersionReady, onReload }: ConnectionNoticesViewProps) {
  const { t } = useTranslation('common');
  if (!offline && !newVersionReady) return null;
  return (
    <Notices>
      {offline && (
        <Alert tone="warning" live="polite">
          {t('connection.offline')}
        </Alert>
      )}
      {newVersionReady && (
        <Alert
          tone="info"
          live="polite"
          action={
            <Button variant="secondary" size="sm" onClick={onReload}>
              {t('connection.reload')}
            </Button>
          }
        >
          {t('connection.newVersion')}
        </Alert>
      )}
    </Notices>
  );
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => !navigator.onLine;

/** {@link ConnectionNoticesView} following the browser's connection and the service worker's updates. */
export function ConnectionNotices() {
  const offline = useSyncExternalStore(subscribeOnline, isOffline, () => false);
  const newVersionReady = useSyncExternalStore(newVersion.subscribe, newVersion.isWaiting, () => false);
  return <ConnectionNoticesView offline={offline} newVersionReady={newVersionReady} onReload={newVersion.applyNow} />;
}
