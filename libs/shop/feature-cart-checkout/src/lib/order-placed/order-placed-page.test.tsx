import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { OrderPlacedPage } from './order-placed-page';

const renderPlaced = (path: string) =>
  renderPage(<OrderPlacedPage />, { route: '/order-placed', path, user: demoSessionUser() });

describe('OrderPlacedPage', () => {
  it('shows each placed order with its number, library, status and amount, the total, payment and address', async () => {
    // Arrange: order 3 of the demo account is Pending
    await renderPlaced('/order-placed?orders=3&payment=1&address=1');

    // Assert
    const order = await screen.findByRole('region', { name: 'Commande n° 3' });
    expect(within(order).getByText('En attente')).toBeInTheDocument();
    expect(within(order).getByText('Librairie')).toBeInTheDocument();
    expect(within(order).getByText('Montant').nextElementSibling).toHaveTextContent(/Dhs/);
    const summary = screen.getByRole('region', { name: 'Récapitulatif du paiement' });
    expect(within(summary).getByText('Virement')).toBeInTheDocument();
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent(/Dhs/);
    expect(
      within(summary).getByText(
        "Rien n'est payé maintenant : la librairie vous indiquera comment effectuer le virement.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Adresse de livraison' })).toHaveTextContent('Maison');
    expect(screen.getByRole('heading', { name: 'Et ensuite ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/');
  });

  it('says cash on delivery when the link names no mode', async () => {
    await renderPlaced('/order-placed?orders=3');

    expect(await screen.findByText('Paiement à la livraison')).toBeInTheDocument();
    expect(screen.getByText('Vous payez le livreur à la réception de la commande.')).toBeInTheDocument();
  });

  it('says there is no order to show for ids that are not placed orders', async () => {
    await renderPlaced('/order-placed?orders=99999');

    expect(await screen.findByRole('heading', { name: 'Aucune commande à afficher' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toBeInTheDocument();
  });

  it('says so with Retry when the orders cannot be loaded', async () => {
    server.use(
      http.get(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    const { user } = await renderPlaced('/order-placed?orders=3');

    expect(await screen.findByRole('alert')).toHaveTextContent("Votre commande n'a pas pu être chargée.");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Commande n° 3' })).toBeInTheDocument();
  });
});
