import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { AddressPaymentsPage } from './address-payments-page';

/** The page, with failures described by their cause in brackets (the app's providers say it in words). */
const renderAddressPayments = (path = '/address-payments?orders=1,2', state?: unknown) =>
  renderPage(
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <AddressPaymentsPage />
    </ErrorDescriptionProvider>,
    { route: '/address-payments', path, state, user: demoSessionUser() },
  );

describe('AddressPaymentsPage', () => {
  it('offers the three payment modes, cash on delivery chosen by default', async () => {
    await renderAddressPayments();

    const modes = screen.getByRole('radiogroup', { name: 'Mode de paiement' });
    const radios = within(modes).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName(/^Carte bancaire/);
    expect(radios[1]).toHaveAccessibleName(/^Virement/);
    expect(radios[2]).toHaveAccessibleName(/^Paiement à la livraison/);
    expect(radios[2]).toBeChecked();
  });

  it('keeps Continuer disabled until an address is chosen, then carries orders, payment and address', async () => {
    // Arrange
    const { user } = await renderAddressPayments('/address-payments?orders=1,2', { orderIds: [1, 2], paymentMode: 2 });
    const addresses = await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });
    const goOn = screen.getByRole('button', { name: 'Continuer' });
    expect(goOn).toBeDisabled();

    // Act
    await user.click(within(addresses).getByRole('radio', { name: /Bureau/ }));
    await user.click(screen.getByRole('radio', { name: /^Virement/ }));
    await user.click(goOn);

    // Assert
    const location = screen.getByRole('status', { name: 'current path' });
    expect(location).toHaveTextContent(/^\/shop-cart-confirm\/2\?orders=1,2&payment=1$/);
    expect(JSON.parse(location.getAttribute('data-state') ?? '{}')).toEqual({
      orderIds: [1, 2],
      paymentMode: 1,
      addressId: 2,
    });
  });

  it('saves a new address and chooses it', async () => {
    // Arrange
    const { user } = await renderAddressPayments();
    await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });

    // Act
    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Chez Mamie');
    await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '3, Rue Talaa');
    await user.type(screen.getByRole('textbox', { name: /Ville/ }), 'Fès');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    // Assert
    expect(await screen.findByRole('radio', { name: /Chez Mamie/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
    expect(await screen.findByText('Adresse ajoutée et choisie')).toBeInTheDocument();
  });

  it('says the address is saved but lets the user choose it when the answer does not say which it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderAddressPayments();
    await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });
    server.use(http.post(shopPath('payments_address_api'), () => HttpResponse.json({ success: true })));

    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Chez Mamie');
    await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '3, Rue Talaa');
    await user.type(screen.getByRole('textbox', { name: /Ville/ }), 'Fès');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    expect(await screen.findByText('Adresse enregistrée. Choisissez-la dans la liste.')).toBeInTheDocument();
    expect(screen.queryByText('Adresse ajoutée et choisie')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('keeps what was typed and says so, with the cause, when the address cannot be saved', async () => {
    const { user } = await renderAddressPayments();
    await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });
    server.use(
      http.post(shopPath('payments_address_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Chez Mamie');
    await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '3, Rue Talaa');
    await user.type(screen.getByRole('textbox', { name: /Ville/ }), 'Fès');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent("L'adresse n'a pas pu être enregistrée. Réessayez.");
    expect(toast).toHaveTextContent('[server]');
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveValue('Chez Mamie');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('says when the addresses cannot be loaded', async () => {
    server.use(
      http.get(shopPath('payments_address_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderAddressPayments();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vos adresses ou votre panier n'ont pas pu être chargés.",
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" })).toBeInTheDocument();
  });

  it('explains what happens next with each payment mode', async () => {
    await renderAddressPayments();

    expect(screen.getByText('Vous payez le livreur à la réception de la commande.')).toBeInTheDocument();
    expect(
      screen.getByText("Rien n'est payé maintenant : la librairie vous indiquera comment effectuer le virement."),
    ).toBeInTheDocument();
  });

  it('keeps the payment mode and the address in the URL, and reads them back after a reload', async () => {
    // Arrange
    const { user } = await renderAddressPayments();
    const addresses = await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });

    // Act
    await user.click(screen.getByRole('radio', { name: /^Carte bancaire/ }));
    await user.click(within(addresses).getByRole('radio', { name: /Bureau/ }));

    // Assert
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(
      /^\/address-payments\?orders=1,2&payment=0&address=2$/,
    );
  });

  it('opens with the choices of its URL', async () => {
    await renderAddressPayments('/address-payments?orders=1,2&payment=1&address=2');

    expect(await screen.findByRole('radio', { name: /Bureau/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Virement/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });

  it('lists an address without a street but does not let it be chosen, saying why', async () => {
    server.use(
      http.get(shopPath('payments_address_api'), () =>
        HttpResponse.json({
          address_delivered: [
            { id: 5, name: 'Sans rue', address1: '', address2: '', city: 'Fès', cp: '', phone_number: '' },
          ],
        }),
      ),
    );
    await renderAddressPayments();

    expect(await screen.findByRole('radio', { name: /Sans rue/ })).toBeDisabled();
    expect(screen.getByText(/Livraison impossible : l'adresse manque\./)).toBeInTheDocument();
  });

  it('requires Adresse and Ville in the add-address form', async () => {
    const { user } = await renderAddressPayments();
    await screen.findByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });

    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Chez Mamie');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    expect(await screen.findByText('Adresse requise')).toBeInTheDocument();
    expect(screen.getByText('Ville requise')).toBeInTheDocument();
  });

  it('says there is nothing to order when the cart is empty, with links to the cart and home', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] })));
    await renderAddressPayments('/address-payments');

    expect(await screen.findByRole('heading', { name: 'Rien à commander' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/shop-cart');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });
});
