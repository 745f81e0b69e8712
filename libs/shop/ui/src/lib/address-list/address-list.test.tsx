import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@kk/domain';
import { renderUi } from '@kk/testing';
import { AddressList } from './address-list';

const addresses: Address[] = [
  {
    id: 4,
    name: 'Maison',
    address1: '12 rue des Orangers',
    address2: '',
    city: 'Rabat',
    cp: '10000',
    phone_number: '+212612345678',
  },
  {
    id: 9,
    name: 'Bureau',
    address1: 'Avenue Hassan II',
    address2: '3e étage',
    city: 'Casablanca',
    cp: '',
    phone_number: '',
  },
];

describe('AddressList', () => {
  it('lists an address a courier cannot find but does not let it be chosen, saying what it lacks', async () => {
    const noStreet: Address = { ...addresses[0], id: 5, name: 'Sans rue', address1: '', city: '' };
    await renderUi(
      <AddressList mode="select" forDelivery addresses={[noStreet, ...addresses]} value={null} onChange={vi.fn()} />,
    );

    expect(screen.getByRole('radio', { name: /Sans rue/ })).toBeDisabled();
    expect(screen.getByText(/Livraison impossible : l'adresse et la ville manquent\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Maison/ })).toBeEnabled();
  });

  it('lets the user choose one address with radio semantics', async () => {
    const onChange = vi.fn();
    await renderUi(<AddressList mode="select" addresses={addresses} value={null} onChange={onChange} />);
    const user = userEvent.setup({ delay: null });

    const group = screen.getByRole('radiogroup', { name: 'Adresse de livraison' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Maison/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Bureau/ }));

    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('shows the chosen address as checked', async () => {
    await renderUi(<AddressList mode="select" addresses={addresses} value={4} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: /Maison/ })).toBeChecked();
  });

  it('lists the addresses read-only with their lines', async () => {
    await renderUi(<AddressList addresses={addresses} />);
    const list = screen.getByRole('list', { name: 'Adresses enregistrées' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('10000 Rabat')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says when there is no address', async () => {
    await renderUi(<AddressList addresses={[]} />);
    expect(screen.getByText('Aucune adresse enregistrée pour le moment.')).toBeInTheDocument();
  });
});
