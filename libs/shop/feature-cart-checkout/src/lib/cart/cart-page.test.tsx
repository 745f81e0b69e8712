import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { CartPage } from './cart-page';

const renderCart = () => renderPage(<CartPage />, { route: '/shop-cart', path: '/shop-cart', user: demoSessionUser() });

describe('CartPage', () => {
  it('lists the cart orders by library, with "no library" when an order has none', async () => {
    await renderCart();

    const list = await screen.findByRole('list', { name: 'Commandes du panier' });
    const orders = within(list).getAllByRole('article');
    expect(orders).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Sans librairie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Librairie Al Maarifa' })).toBeInTheDocument();
    expect(screen.getByText(/Devis n° \d+/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Récapitulatif du panier' })).getByText('Sous-total'),
    ).toBeInTheDocument();
  });

  it('shows the same article, brand and price once, with "12 × 4,50 Dhs" and the line total (54 Dhs)', async () => {
    const order = {
      id: 900,
      devis_id: null,
      library: null,
      status: -1,
      created_date: '2026-10-01T10:00:00Z',
      order_lines: [
        {
          id: 1,
          quantity: 2,
          price: '4.50',
          brand: 'Sélecta',
          article: { id: 5, name: 'Cahier 48 pages grands carreaux' },
        },
        {
          id: 2,
          quantity: 10,
          price: '4.50',
          brand: 'Sélecta',
          article: { id: 5, name: 'Cahier 48 pages grands carreaux' },
        },
      ],
    };
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [order] })));
    await renderCart();

    const lines = await screen.findByRole('list', { name: /Articles de la commande/ });
    const [line] = within(lines).getAllByRole('listitem');
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(line).toHaveTextContent(/12 × 4,50\sDhs/);
    expect(line).toHaveTextContent(/Total de la ligne 54\sDhs/);
    expect(within(line).getByRole('heading', { name: 'Cahier 48 pages grands carreaux' })).toBeInTheDocument();
  });

  it('goes to /address-payments with the order ids in the URL and the router state', async () => {
    const { user } = await renderCart();
    await screen.findByRole('list', { name: 'Commandes du panier' });

    await user.click(screen.getByRole('button', { name: 'Passer la commande' }));

    const location = screen.getByRole('status', { name: 'current path' });
    expect(location).toHaveTextContent(/^\/address-payments\?orders=\d+,\d+$/);
    const state = JSON.parse(location.getAttribute('data-state') ?? '{}') as {
      orderIds: number[];
      paymentMode: number;
    };
    expect(state.orderIds).toHaveLength(2);
    expect(state.paymentMode).toBe(2);
  });

  it('removes an order only after confirmation', async () => {
    // Arrange
    const { user } = await renderCart();
    await screen.findByRole('list', { name: 'Commandes du panier' });

    // Act: ask, then back out
    await user.click(screen.getByRole('button', { name: 'Retirer la commande de Sans librairie' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer cette commande du panier ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    // Assert: nothing removed
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    // Act: ask again and confirm
    await user.click(screen.getByRole('button', { name: 'Retirer la commande de Sans librairie' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer' }));

    // Assert
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Sans librairie' })).not.toBeInTheDocument();
    expect(await screen.findByText('Commande retirée du panier')).toBeInTheDocument();
  });

  it('keeps the dialog open with a message when the removal fails', async () => {
    const { user } = await renderCart();
    await screen.findByRole('list', { name: 'Commandes du panier' });
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await user.click(screen.getByRole('button', { name: 'Retirer la commande de Sans librairie' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer' }));

    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "La commande n'a pas pu être retirée. Réessayez.",
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the empty state and disables Checkout when the cart is empty', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] })));
    await renderCart();

    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Voir les écoles' })).toHaveAttribute('href', '/');
  });

  it('says when the cart cannot be loaded and loads it again on retry', async () => {
    // Arrange
    server.use(
      http.get(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    const { user } = await renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent("Le panier n'a pas pu être chargé.");
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();

    // Act
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    // Assert
    expect(await screen.findByRole('list', { name: 'Commandes du panier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeEnabled();
  });
});
