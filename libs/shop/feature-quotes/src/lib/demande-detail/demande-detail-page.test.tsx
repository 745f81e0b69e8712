import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import type { Demande } from '@kk/domain';
import { demoSessionUser, renderPage } from '@kk/testing';
import { DemandeDetailPage } from './demande-detail-page';

function renderDetail(url: string, state?: unknown, language: 'fr' | 'ar' = 'fr') {
  return renderPage(<DemandeDetailPage />, {
    route: '/quotes/:quote_id',
    path: url,
    state,
    language,
    user: demoSessionUser(),
    otherRoutes: ['/responses/:response_id'],
  });
}

const passedDemande: Demande = {
  id: 1,
  date_created: '2026-08-12T09:00:00.000Z',
  schools: [{ id: 1, name: 'Groupe Scolaire Al Khawarizmi', levels: [{ level_id: 7, name: '1ère année collège' }] }],
  nbr_responses: 2,
};

describe('DemandeDetailPage', () => {
  it('names the levels in Arabic on an Arabic page, and keeps each quote card line in order', async () => {
    await renderDetail('/quotes/1', { demande: passedDemande }, 'ar');

    const levels = await screen.findByRole('list', { name: /Groupe Scolaire Al Khawarizmi/ });
    expect(await within(levels).findByText('الأولى إعدادي')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    // Each value of "Devis n° 2 · level · date" in its own isolate, the level in Arabic.
    const line = cards[0].querySelector('p:has(bdi)');
    expect(line?.querySelectorAll('bdi')).toHaveLength(3);
    expect(line).toHaveTextContent(/^Devis n° \d+ · الأولى إعدادي · /);
  });

  it("shows the request passed along and its libraries' quotes, each linking to its detail", async () => {
    const user = userEvent.setup();
    await renderDetail('/quotes/1', { demande: passedDemande });

    expect(screen.getByRole('heading', { level: 1, name: 'Demande n° 1' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Niveaux demandés à Groupe Scolaire Al Khawarizmi' })).toHaveTextContent(
      '1ère année collège',
    );
    const quotes = await screen.findAllByRole('article');
    expect(quotes).toHaveLength(2);
    const expectedIds = getDb()
      .shop.quotes.filter((q) => q.demande_id === 1)
      .map((q) => q.id);
    const link = within(quotes[0]).getByRole('link', { name: /^Voir le devis de / });
    expect(expectedIds.map((id) => `/responses/${id}`)).toContain(link.getAttribute('href'));

    await user.click(link);

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/responses\/\d+$/);
  });

  it('finds the request by itself on a reload and lists the requested articles per level when nobody answered', async () => {
    const user = userEvent.setup();
    await renderDetail('/quotes/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Demande n° 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Articles demandés' })).toBeInTheDocument();
    const level = await screen.findByRole('button', { name: /3ème année collège/ });
    expect(level).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /3ème année collège/ });
    const rows = within(region).getAllByRole('listitem');
    const expected = getDb().shop.demandes.find((d) => d.id === 3)?.articles ?? [];
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toHaveTextContent(`Quantité : ${expected[0].quantity}`);

    await user.click(level);

    expect(level).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the request is not one of the user’s', async () => {
    await renderDetail('/quotes/999');

    expect(await screen.findByRole('heading', { level: 1, name: 'Demande introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes devis' })).toHaveAttribute('href', '/quotes');
  });

  it('shows an error with a retry when the requests cannot be read', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }),
    );
    await renderDetail('/quotes/3');

    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Demande n° 3' })).toBeInTheDocument();
  });
});
