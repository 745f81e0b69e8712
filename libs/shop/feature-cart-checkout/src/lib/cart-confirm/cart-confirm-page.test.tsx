import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { CartConfirmPage } from './cart-confirm-page';

/** The page, with failures described by their cause in brackets (the app's providers say it in words). */
const renderConfirm = (path = '/shop-cart-confirm/1') =>
  renderPage(
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <CartConfirmPage />
    </ErrorDescriptionProvider>,
    { route: '/shop-cart-confirm/:address', path, user: demoSessionUser() },
  );

describe('CartConfirmPage', () => {
  it('shows the address, the orders, the subtotal, a 0 Dhs delivery fee and the total', async () => {
    await renderConfirm('/shop-cart-confirm/1?payment=1');

    const address = await screen.findByRole('region', { name: 'Adresse de livraison' });
    expect(within(address).getByText('Maison')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Commandes' })).getAllByRole('article')).toHaveLength(2);
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Virement')).toBeInTheDocument();
    expect(within(summary).getByText('Frais de livraison').nextElementSibling).toHaveTextContent(/^0\sDhs$/);
    const subtotal = within(summary).getByText('Sous-total').nextElementSibling?.textContent;
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe(subtotal);
  });

  it('confirms: the user goes to /order-placed (replacing this screen) with a success toast', async () => {
    const { user } = await renderConfirm('/shop-cart-confirm/1?orders=1,2&payment=0');
    await screen.findByRole('list', { name: 'Commandes' });

    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByText('Commande confirmée')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(
      /^\/order-placed\?orders=(1,2|2,1)&payment=0&address=1$/,
    );
  });

  it('stays with a message naming the cause and a usable button when the checkout fails', async () => {
    const { user } = await renderConfirm();
    await screen.findByRole('list', { name: 'Commandes' });
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La commande n'a pas pu être confirmée. [server] Réessayez.",
    );
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/shop-cart-confirm/1');
  });

  it('keeps the summary and the button when the whole server fails during the checkout', async () => {
    const { user } = await renderConfirm();
    await screen.findByRole('list', { name: 'Commandes' });
    // Every call fails from now on: the checkout, and the cart it invalidates.
    server.use(http.all(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByText("La commande n'a pas pu être confirmée. [server] Réessayez.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled());
    expect(screen.getByRole('list', { name: 'Commandes' })).toBeInTheDocument();
  });

  it('says so when the named orders are no longer in the cart', async () => {
    await renderConfirm('/shop-cart-confirm/1?orders=9999');

    expect(await screen.findByRole('heading', { name: 'Aucune commande à confirmer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
  });

  it('says "Adresse introuvable" for an unknown address, with a way back that keeps the choices', async () => {
    const { user } = await renderConfirm('/shop-cart-confirm/424242?orders=1,2&payment=1');

    expect(await screen.findByRole('heading', { name: 'Adresse introuvable' })).toBeInTheDocument();
    expect(screen.queryByText(/Vérifiez votre connexion/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Choisir une adresse' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(
      /^\/address-payments\?orders=1,2&payment=1$/,
    );
  });

  it('says so when the address cannot be loaded', async () => {
    server.use(
      http.get(shopPath('payments_address_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    await renderConfirm('/shop-cart-confirm/1');

    expect(await screen.findByRole('alert')).toHaveTextContent("La commande n'a pas pu être chargée.");
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
  });

  it('explains the chosen payment mode, and its "Changer d\'adresse" keeps the choices', async () => {
    const { user } = await renderConfirm('/shop-cart-confirm/1?orders=1,2&payment=1');

    expect(
      await screen.findByText(
        "Rien n'est payé maintenant : la librairie vous indiquera comment effectuer le virement.",
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: "Changer d'adresse" }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(
      /^\/address-payments\?orders=1,2&payment=1&address=1$/,
    );
  });
});
