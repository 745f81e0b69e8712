import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { formatPrice } from '@kk/i18n';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { QuoteDetailPage } from './quote-detail-page';

/** The first quote answering the demo customer's first request. */
function firstQuote() {
  const quote = getDb().shop.quotes.find((q) => q.demande_id === 1);
  if (!quote) throw new Error('The seed has a quote for request 1');
  return quote;
}

/** The page, with failures described by their cause in brackets (the app's providers say it in words). */
function renderQuote(id: number) {
  const page = (
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <QuoteDetailPage />
    </ErrorDescriptionProvider>
  );
  return renderPage(page, {
    route: '/responses/:response_id',
    path: `/responses/${id}`,
    user: demoSessionUser(),
    otherRoutes: ['/shop-cart'],
  });
}

const subtotal = () => screen.getByText('Sous-total').parentElement as HTMLElement;
/** A price as the page's Price writes it in French, spaces normalised as `toHaveTextContent` reads them. */
const price = (amount: number) => formatPrice(amount, 'fr').replace(/[\u00A0\u202F]/g, ' ');

/** Empties the demo customer's cart (it holds this pack and this quote), so an add creates an order at once. */
function emptyCart() {
  const orders = getDb().shop.orders;
  for (let i = orders.length - 1; i >= 0; i--)
    if (orders[i].user_id === 1 && orders[i].status === -1) orders.splice(i, 1);
}

describe('QuoteDetailPage', () => {
  // The steppers' quantities are kept per tab (sessionStorage): each test starts without them.
  beforeEach(() => sessionStorage.clear());

  it('lists the articles with brands and prices, and the subtotal follows the steppers', async () => {
    const user = userEvent.setup();
    const quote = firstQuote();
    const [line] = quote.lines;
    const name = getDb().shop.articles.find((a) => a.id === line.article_id)?.name ?? '';
    await renderQuote(quote.id);

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(quote.lines.length);
    expect(within(rows[0]).getByText(line.brand)).toBeInTheDocument();
    const total = quote.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    expect(subtotal()).toHaveTextContent(price(Math.round(total * 100) / 100));

    expect(rows[0]).toHaveTextContent(name);
    await user.click(within(rows[0]).getByRole('button', { name: new RegExp(`^Augmenter la quantité de ${name}`) }));

    expect(subtotal()).toHaveTextContent(price(Math.round((total + line.price) * 100) / 100));
    const decrease = within(rows[0]).getByRole('button', { name: new RegExp(`^Diminuer la quantité de ${name}`) });
    for (let i = 0; i <= line.quantity; i++) await user.click(decrease);
    expect(within(rows[0]).getByRole('spinbutton', { name: new RegExp(`^Quantité de ${name}`) })).toHaveValue('0');
    expect(decrease).toBeDisabled();
    expect(subtotal()).toHaveTextContent(price(Math.round((total - line.price * line.quantity) * 100) / 100));
  });

  it('See cart puts the chosen articles in the cart with the library and the quote, then opens the cart', async () => {
    const user = userEvent.setup();
    const quote = firstQuote();
    emptyCart();
    await renderQuote(quote.id);

    await user.click(await screen.findByRole('button', { name: 'Voir le panier' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/shop-cart'));
    const order = getDb().shop.orders[getDb().shop.orders.length - 1];
    expect(order).toMatchObject({ user_id: 1, status: -1, devis_id: quote.id, library_id: quote.library_id });
    expect(order.lines.map((l) => l.article_id)).toEqual(quote.lines.map((l) => l.article_id));
  });

  it('asks before adding the quote the cart already holds, and makes one order of both', async () => {
    const user = userEvent.setup();
    const quote = firstQuote();
    const cart = () => getDb().shop.orders.filter((o) => o.user_id === 1 && o.status === -1);
    const cartBefore = cart().length;
    await renderQuote(quote.id);

    await user.click(await screen.findByRole('button', { name: 'Voir le panier' }));
    const question = await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' });
    await user.click(within(question).getByRole('button', { name: 'En ajouter un de plus' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/shop-cart'));
    expect(cart()).toHaveLength(cartBefore);
    expect(cart().filter((o) => o.devis_id === quote.id)).toHaveLength(1);
  });

  it('keeps the quantities and says so, with the cause, when the cart cannot be filled', async () => {
    const user = userEvent.setup();
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    emptyCart();
    await renderQuote(firstQuote().id);
    const [stepper] = await screen.findAllByRole('spinbutton');
    await user.click(screen.getAllByRole('button', { name: /^Augmenter/ })[0]);
    const chosen = (stepper as HTMLInputElement).value;

    await user.click(screen.getByRole('button', { name: 'Voir le panier' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les articles n'ont pas pu être ajoutés au panier. [server] Vos quantités sont conservées : réessayez.",
    );
    expect(screen.queryByText(/down/)).not.toBeInTheDocument();
    expect(stepper).toHaveValue(chosen);
  });

  it('says when the quote is not one of the user’s', async () => {
    const other = getDb().shop.quotes.find(
      (q) => getDb().shop.demandes.find((d) => d.id === q.demande_id)?.user_id !== 1,
    );
    await renderQuote(other?.id ?? 99999);

    expect(await screen.findByRole('heading', { level: 1, name: 'Devis introuvable' })).toBeInTheDocument();
  });
});
