import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@kk/i18n';
import { ThemeRoot } from '@kk/ui-kit';
import { ConnectionNotices } from './connection-notices';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('ConnectionNotices', () => {
  beforeEach(() => localStorage.setItem('current_language', 'fr'));

  it('shows the offline banner while the browser is offline, and hides it when the network is back', async () => {
    render(
      <I18nProvider>
        <ThemeRoot dir="ltr" lang="fr" appName="KoolSkools">
          <ConnectionNotices />
        </ThemeRoot>
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => setOnline(false));
    // The banner's text waits for the `common` table, loaded on demand (a dynamic import): up to
    // seconds on a busy CI machine, where the default second once ran out.
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(/Vous êtes hors ligne/);
    act(() => setOnline(true));
    // Not at once on a loaded machine (CI117: still there right after the event, the translations'
    // own loading re-rendering the tree meanwhile); gone within the default second.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
