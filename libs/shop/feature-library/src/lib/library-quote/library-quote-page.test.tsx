import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { LibraryQuotePage } from './library-quote-page';

const renderQuote = (id: number | string) =>
  renderPage(<LibraryQuotePage />, {
    path: `/library/devis/${id}`,
    route: '/library/devis/:devis_id',
    user: demoSessionUser('librairie'),
  });

/** A quote of the demo library, taken by the customer (in a cart or ordered) or not. */
function demoQuote(taken: boolean) {
  const { users, shop } = getDb();
  const library = users.find((u) => u.username === 'librairie');
  const quote = shop.quotes.find(
    (q) => q.library_id === library?.id && shop.orders.some((o) => o.devis_id === q.id) === taken,
  );
  if (!quote) throw new Error(`the seed has a ${taken ? 'taken' : 'sent'} quote of the demo library`);
  return quote;
}

const form = () => screen.findByRole('form', { name: /^Modifier le devis n° / });
const firstPrice = async () =>
  within(within(await form()).getAllByRole('group')[0]).getByRole('textbox', { name: 'Prix unitaire (Dhs)' });

describe('LibraryQuotePage', () => {
  it('changes a line of a quote still only sent: the new price is saved', async () => {
    const quote = demoQuote(false);
    const { user } = await renderQuote(quote.id);

    expect(await screen.findByRole('heading', { level: 1, name: `Devis n° ${quote.id}` })).toBeInTheDocument();
    expect(await screen.findByText('Envoyé')).toBeInTheDocument();
    const price = await firstPrice();
    expect(price).toHaveValue(String(quote.lines[0].price));
    await user.clear(price);
    await user.type(price, '99,50');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText(`Devis n° ${quote.id} mis à jour`)).toBeInTheDocument();
    expect(getDb().shop.quotes.find((q) => q.id === quote.id)?.lines[0].price).toBe(99.5);
  });

  it('says when nothing changed instead of sending', async () => {
    const quote = demoQuote(false);
    let posted = false;
    server.use(
      http.post(shopPath('demandes_devis_articles_api'), () => {
        posted = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderQuote(quote.id);
    await firstPrice();

    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('keeps what was typed when the customer took the quote meanwhile (409)', async () => {
    const quote = demoQuote(false);
    server.use(
      http.post(shopPath('demandes_devis_articles_api'), () => HttpResponse.json({ detail: 'taken' }, { status: 409 })),
    );
    const { user } = await renderQuote(quote.id);
    const price = await firstPrice();
    await user.clear(price);
    await user.type(price, '42');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(
      await screen.findByText('Le client vient de mettre ce devis dans son panier : il ne peut plus être modifié.'),
    ).toBeInTheDocument();
    expect(price).toHaveValue('42');
  });

  it('shows a quote the customer took as it was accepted, without fields', async () => {
    const quote = demoQuote(true);
    await renderQuote(quote.id);

    expect(await screen.findByRole('list', { name: `Articles du devis n° ${quote.id}` })).toBeInTheDocument();
    expect(screen.getByText(/il ne peut plus être modifié\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says when the quote does not exist or is another library's", async () => {
    await renderQuote(99999);

    expect(
      await screen.findByText("Ce devis n'existe pas ou n'a pas été envoyé par votre librairie."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les devis envoyés' })).toHaveAttribute('href', '/library/devis');
  });

  it('says when the quote fails to load, with Retry', async () => {
    server.use(http.get(shopPath('demandes_devis_articles_api'), () => HttpResponse.json({}, { status: 500 })));

    await renderQuote(1);

    expect(await screen.findByText(/Le devis n'a pas pu être chargé/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
  });
});
