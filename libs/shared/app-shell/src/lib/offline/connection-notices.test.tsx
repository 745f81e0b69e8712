import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../providers/app-providers';
import { makeStore } from '@kk/session';
import { ConnectionNotices } from './connection-notices';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('ConnectionNotices', () => {
  beforeEach(() => localStorage.setItem('current_language', 'fr'));

  it('shows the offline banner while the browser is offline, and hides it when the network is back', async () => {
    render(
      <AppProviders store={makeStore()}>
        <ConnectionNotices />
      </AppProviders>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(await screen.findByRole('status')).toHaveTextContent(/Vous êtes hors ligne/);
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
