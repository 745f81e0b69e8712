import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '@kk/testing';
import { AddressForm } from './address-form';
import { toAddressPayload, validateAddress } from './address-values';

describe('AddressForm', () => {
  it('asks only for the name, and only once the field was touched', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderUi(<AddressForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });

    expect(screen.queryByText('Nom requis')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^Nom/ }));
    await user.tab();

    expect(await screen.findByText('Nom requis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the address with the phone in international form, then empties itself', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderUi(<AddressForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Maison');
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), '12 rue des Orangers');
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Rabat');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Maison',
      address1: '12 rue des Orangers',
      address2: '',
      city: 'Rabat',
      cp: '',
      phone_number: '+212612345678',
    });
    expect(screen.getByRole('button', { name: "Enregistrer l'adresse" })).toHaveAttribute('aria-busy', 'true');

    finish();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue(''));
    expect(screen.getByRole('button', { name: "Enregistrer l'adresse" })).not.toHaveAttribute('aria-busy');
  });

  it('keeps what the user typed and shows no message when saving fails (§8)', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('HTTP 500');
    });
    await renderUi(<AddressForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Bureau');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: "Enregistrer l'adresse" })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Bureau');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays closed under its title in the collapsible variant until opened', async () => {
    await renderUi(<AddressForm variant="collapsible" onSubmit={async () => undefined} />);
    const user = userEvent.setup({ delay: null });
    const trigger = screen.getByRole('button', { name: 'Ajouter une adresse' });

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /^Nom/ })).not.toBeInTheDocument();
    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toBeVisible();
  });

  it('asks for Adresse and Ville before sending a delivery address', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderUi(<AddressForm forDelivery onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Maison');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    expect(await screen.findByText('Adresse requise')).toBeInTheDocument();
    expect(screen.getByText('Ville requise')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is labelled in Arabic', async () => {
    await renderUi(<AddressForm onSubmit={async () => undefined} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'حفظ العنوان' })).toBeInTheDocument();
  });
});

describe('address values', () => {
  it('require a non-blank name and nothing else', () => {
    expect(validateAddress({ name: '  ' })).toEqual({ name: 'validation:nameRequired' });
    expect(validateAddress({ name: 'Maison' })).toEqual({});
  });

  it('require a street (Adresse) and a city too for a delivery address', () => {
    expect(validateAddress({ name: 'Maison', address1: ' ', city: '' }, true)).toEqual({
      address1: 'validation:streetRequired',
      city: 'validation:cityRequired',
    });
    expect(validateAddress({ name: 'Maison', address1: '3, Rue Talaa', city: 'Fès' }, true)).toEqual({});
  });

  it('keep a phone that is not a valid number as typed', () => {
    expect(toAddressPayload({ name: ' Maison ', phone_number: '123' })).toMatchObject({
      name: 'Maison',
      phone_number: '123',
    });
  });
});
