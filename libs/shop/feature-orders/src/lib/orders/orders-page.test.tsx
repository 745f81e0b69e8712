import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { OrdersPage } from './orders-page';

/** The page, with failures described by their cause in brackets (the app's providers say it in words). */
const renderOrders = (path = '/orders') =>
  renderPage(
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <OrdersPage />
    </ErrorDescriptionProvider>,
    { route: '/orders', path, user: demoSessionUser() },
  );

/** The order card whose title names order `number`. */
const orderCard = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

describe('OrdersPage', () => {
  it('lists every order with its status, library and total', async () => {
    await renderOrders();

    const list = await screen.findByRole('list', { name: 'Mes commandes' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    for (const status of ['En attente', 'En cours de livraison', 'Livrée', 'Annulée']) {
      expect(within(list).getAllByText(status).length).toBeGreaterThan(0);
    }
    expect(within(list).getByText('Sans librairie')).toBeInTheDocument();
    expect(within(list).getAllByText('Total')).toHaveLength(5);
  });

  it('shows why the library canceled an order', async () => {
    const canceled = getDb().shop.orders.find((o) => o.user_id === 1 && o.status === 1);
    if (!canceled) throw new Error('seed has a canceled order');
    canceled.reason = 'Article en rupture de stock';

    await renderOrders('/orders?tab=canceled');

    const reason = await screen.findByText("Motif de l'annulation : Article en rupture de stock");
    expect(orderCard(new RegExp(`n° ${canceled.id}$`))).toContainElement(reason);
  });

  it('offers Cancel only for Pending and On the way orders', async () => {
    await renderOrders();
    await screen.findByRole('list', { name: 'Mes commandes' });

    expect(screen.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ })).toHaveLength(2);
  });

  it('cancels an order after confirmation: it becomes Canceled', async () => {
    // Arrange
    const { user } = await renderOrders();
    await screen.findByRole('list', { name: 'Mes commandes' });
    const [firstCancel] = screen.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ });
    const number = /n° (\d+)/.exec(firstCancel.getAttribute('aria-label') ?? '')?.[1];

    // Act
    await user.click(firstCancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler cette commande ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));

    // Assert
    await waitFor(() =>
      expect(within(orderCard(new RegExp(`n° ${number}$`))).getByText('Annulée')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: `Annuler la commande n° ${number}` })).not.toBeInTheDocument();
    expect(await screen.findByText(`Commande n° ${number} annulée`)).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the cancellation fails', async () => {
    const { user } = await renderOrders();
    await screen.findByRole('list', { name: 'Mes commandes' });
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.error()));

    await user.click(screen.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ })[0]);
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler cette commande ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "La commande n'a pas pu être annulée. Réessayez. [unreachable]",
    );
  });

  it('keeps the order when the user backs out of the confirmation', async () => {
    const { user } = await renderOrders();
    await screen.findByRole('list', { name: 'Mes commandes' });

    await user.click(screen.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ })[0]);
    await user.click(screen.getByRole('button', { name: 'Garder la commande' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ })).toHaveLength(2);
  });

  it('shows a given rating read-only and lets an unrated Delivered order be rated once', async () => {
    // Arrange
    const { user } = await renderOrders('/orders?tab=delivered');
    const list = await screen.findByRole('list', { name: 'Mes commandes' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
    const stars = within(list).getByRole('group', { name: /^Noter la commande n° \d+$/ });

    // Act
    await user.click(within(stars).getByRole('radio', { name: '5 étoiles' }));

    // Assert
    expect(await within(list).findByRole('img', { name: 'Note : 5 sur 5' })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: /^Noter la commande/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Merci pour votre note !')).toBeInTheDocument();
  });

  it('lets the stars go out again and says so, with the cause, when the rating cannot be saved', async () => {
    const { user } = await renderOrders('/orders?tab=delivered');
    const list = await screen.findByRole('list', { name: 'Mes commandes' });
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const stars = within(list).getByRole('group', { name: /^Noter la commande n° \d+$/ });

    await user.click(within(stars).getByRole('radio', { name: '3 étoiles' }));

    expect(await screen.findByText("Votre note n'a pas pu être enregistrée. Réessayez.")).toBeInTheDocument();
    expect(screen.getByText('[server]')).toBeInTheDocument();
    await waitFor(() => expect(within(stars).getByRole('radio', { name: '3 étoiles' })).not.toBeChecked());
  });

  it('filters by status with the tabs and keeps the tab in the URL', async () => {
    const { user } = await renderOrders();
    await screen.findByRole('list', { name: 'Mes commandes' });

    await user.click(screen.getByRole('tab', { name: 'Annulées' }));

    expect(screen.getByRole('tab', { name: 'Annulées' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('list', { name: 'Mes commandes' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/orders?tab=canceled');
  });

  it('shows the empty state when there is no order', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] })));
    await renderOrders();

    expect(await screen.findByRole('heading', { name: 'Aucune commande pour le moment' })).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded and retries', async () => {
    server.use(
      http.get(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    const { user } = await renderOrders();

    expect(await screen.findByRole('alert')).toHaveTextContent("Vos commandes n'ont pas pu être chargées.");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Mes commandes' })).toBeInTheDocument();
  });
});
