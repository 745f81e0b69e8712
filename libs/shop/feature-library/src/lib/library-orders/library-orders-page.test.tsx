import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { LibraryOrdersPage } from './library-orders-page';

const renderOrders = (path = '/library/commandes') =>
  renderPage(<LibraryOrdersPage />, { path, route: '/library/commandes', user: demoSessionUser('librairie') });

/** The cards of the open tab. */
const cards = async () => within(await screen.findByRole('list', { name: 'Commandes' })).getAllByRole('article');

describe('LibraryOrdersPage', () => {
  it('opens on the pending orders, each with the customer, a phone link, the address and the payment mode', async () => {
    await renderOrders();

    const [first] = await cards();
    expect(screen.getByRole('tab', { name: /^En attente \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(first).getByText('En attente')).toBeInTheDocument();
    // The national format on screen ("06 61 23 45 67"), the international number in the link.
    expect(within(first).getByRole('link', { name: /^0\d( \d\d){4}$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+212\d{9}$/),
    );
    expect(within(first).getByText('Adresse de livraison')).toBeInTheDocument();
    expect(within(first).getByText('Paiement')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Marquer en cours de livraison' })).toBeInTheDocument();
  });

  it('marks an order on the way, then delivered after a confirmation', async () => {
    const { user } = await renderOrders();
    const [first] = await cards();
    const title = within(first).getByRole('heading', { level: 2 }).textContent ?? '';

    await user.click(within(first).getByRole('button', { name: 'Marquer en cours de livraison' }));
    expect(await screen.findByText(`${title} en cours de livraison`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^En cours de livraison/ }));
    const moved = (await cards()).find((card) => within(card).queryByRole('heading', { name: title })) as HTMLElement;
    await user.click(within(moved).getByRole('button', { name: 'Marquer livrée' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Marquer la commande n° \d+ livrée/ });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer livrée' }));

    expect(await screen.findByText(`${title} livrée`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Livrées/ }));
    const delivered = (await cards()).find((card) => within(card).queryByRole('heading', { name: title }));
    expect(delivered).toBeDefined();
  });

  it('cancels only with a reason, which then shows on the order', async () => {
    const { user } = await renderOrders();
    const [first] = await cards();
    const title = within(first).getByRole('heading', { level: 2 }).textContent ?? '';

    await user.click(within(first).getByRole('button', { name: /^Annuler la commande n° / }));
    const dialog = screen.getByRole('dialog', { name: `Annuler la ${title.toLowerCase()}` });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(await within(dialog).findByText('Motif requis')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Motif de l.annulation/ }), 'Article en rupture');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));

    expect(await screen.findByText(`${title} annulée`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Annulées/ }));
    const canceled = (await cards()).find((card) =>
      within(card).queryByRole('heading', { name: title }),
    ) as HTMLElement;
    expect(within(canceled).getByText(/Article en rupture/)).toBeInTheDocument();
  });

  it("shows the customer's rating on a delivered order", async () => {
    await renderOrders('/library/commandes?tab=delivered');

    const rated = (await cards()).find((card) => within(card).queryByText('Note du client :'));
    expect(within(rated as HTMLElement).getByRole('img', { name: /: 4 sur 5$/ })).toBeInTheDocument();
  });

  it('says when the library has no order yet', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] })));
    await renderOrders();
    expect(await screen.findByText('Aucune commande pour le moment')).toBeInTheDocument();
  });

  it('says when the list fails, with Retry', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({}, { status: 500 })));
    await renderOrders();
    expect(await screen.findByText(/Les commandes n'ont pas pu être chargées/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument());
  });
});
