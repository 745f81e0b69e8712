import { act, screen, waitFor } from '@testing-library/react';
import { shopTables } from '@kk/i18n';
import { bootstrapApp } from './bootstrap-app';

// The registration's chunk cannot be fetched (a network failure once the page has loaded).
vi.mock('../offline/register-service-worker', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('bootstrapApp when the service worker registration chunk cannot be fetched', () => {
  it('logs it as a failed registration (no unhandled rejection): the app stays up', async () => {
    localStorage.setItem('current_language', 'fr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }))),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rootElement = document.createElement('div');
    document.body.append(rootElement);

    await act(() =>
      bootstrapApp({ rootElement, translations: shopTables, serviceWorker: true, render: () => <p>the app</p> }),
    );

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The service worker could not be registered.', expect.any(Error)),
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
