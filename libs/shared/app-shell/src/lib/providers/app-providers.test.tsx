import { act, render, screen } from '@testing-library/react';
import { configureApi } from '@kk/api-clients';
import { initI18n } from '@kk/i18n';
import { makeStore } from '@kk/session';
import { Page } from '@kk/ui-kit';
import { AppProviders } from './app-providers';

describe('AppProviders', () => {
  beforeAll(() => configureApi({ baseUrl: 'http://localhost', product: 'koolskools' }));
  beforeEach(() => {
    document.title = 'Fournitures scolaires';
    // The session's start-up calls (levels, subjects) stay unanswered: only the frame is under test.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names the tab after the page's title and the product, in the current language", async () => {
    const i18n = await initI18n({ language: 'fr', forTests: true });
    render(
      <AppProviders store={makeStore()}>
        <Page title="Mes devis" />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes devis' })).toBeInTheDocument();
    expect(document.title).toBe('Mes devis · KoolSkools');

    await act(() => i18n.changeLanguage('ar'));

    expect(document.title).toBe('Mes devis · كول سكولز');
  });
});
