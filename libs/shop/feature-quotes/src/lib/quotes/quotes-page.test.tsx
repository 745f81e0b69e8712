import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { QuotesPage, tabFromSearch } from './quotes-page';

function renderQuotes(url = '/quotes') {
  return renderPage(<QuotesPage />, {
    route: '/quotes',
    path: url,
    user: demoSessionUser(),
    otherRoutes: ['/quotes/:quote_id'],
  });
}

const location = () => screen.getByRole('status', { name: 'current path' });
const cards = async () => screen.findAllByRole('article');

describe('QuotesPage', () => {
  it('shows the requests with at least one response under Received', async () => {
    await renderQuotes();

    expect(screen.getByRole('tab', { name: 'Reçus' })).toHaveAttribute('aria-selected', 'true');
    const received = await cards();
    expect(received).toHaveLength(2);
    for (const card of received) expect(within(card).getByText(/devis reçus?$/)).toBeInTheDocument();
    expect(within(received[0]).getByText('Groupe Scolaire Al Khawarizmi')).toBeInTheDocument();
  });

  it('shows the requests without response under Requests, and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    await renderQuotes();
    await cards();

    await user.click(screen.getByRole('tab', { name: 'Demandes' }));

    expect(location()).toHaveTextContent('/quotes?tab=requests');
    const requests = await cards();
    expect(requests).toHaveLength(1);
    expect(within(requests[0]).getByText('En attente')).toBeInTheDocument();
    expect(within(requests[0]).getByText('Groupe Scolaire Ibn Sina')).toBeInTheDocument();
  });

  it('opens a request with View details', async () => {
    const user = userEvent.setup();
    await renderQuotes('/quotes?tab=requests');
    const [card] = await cards();

    await user.click(within(card).getByRole('link', { name: /^Voir le détail de la demande du/ }));

    expect(location()).toHaveTextContent(/^\/quotes\/3$/);
  });

  it('says when there is nothing in a tab', async () => {
    server.use(http.get(shopPath('demandes_api'), () => HttpResponse.json({ demandes: [] })));
    await renderQuotes();

    expect(await screen.findByRole('heading', { name: 'Aucun devis reçu pour le moment' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the requests cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }),
    );
    await renderQuotes();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos demandes.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await cards()).toHaveLength(2);
  });
});

describe('tabFromSearch', () => {
  it('opens Requests only when the URL says so', () => {
    expect(tabFromSearch('?tab=requests')).toBe('requests');
    expect(tabFromSearch('?tab=other')).toBe('received');
    expect(tabFromSearch('')).toBe('received');
  });
});
