import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { LibraryQuotesPage } from './library-quotes-page';

const renderQuotes = () =>
  renderPage(<LibraryQuotesPage />, { path: '/library/devis', user: demoSessionUser('librairie') });

describe('LibraryQuotesPage', () => {
  it('lists the quotes this library sent with their state, customer and total', async () => {
    await renderQuotes();

    const list = await screen.findByRole('list', { name: 'Devis envoyés' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    // Seed: the demo customer's cart holds an order of this library's quote to request 1.
    const inCart = cards.find((card) => within(card).queryByText('Dans un panier'));
    expect(inCart).toBeDefined();
    expect(within(inCart as HTMLElement).getByText('Salma Bennani')).toBeInTheDocument();
    expect(within(inCart as HTMLElement).getByRole('link', { name: 'Voir la demande n° 1' })).toHaveAttribute(
      'href',
      '/library/demandes/1',
    );
  });

  it('says when no quote was sent yet, with a way to the requests', async () => {
    server.use(http.get(shopPath('demandes_devis_api'), () => HttpResponse.json({ demandes_devis: [] })));

    await renderQuotes();

    expect(await screen.findByText('Aucun devis envoyé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les demandes' })).toHaveAttribute('href', '/library/demandes');
  });

  it('says when the list fails', async () => {
    server.use(http.get(shopPath('demandes_devis_api'), () => HttpResponse.json({}, { status: 500 })));

    await renderQuotes();

    expect(await screen.findByText(/Les devis n'ont pas pu être chargés/)).toBeInTheDocument();
  });
});
