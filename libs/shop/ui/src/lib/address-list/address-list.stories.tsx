import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Address } from '@kk/domain';
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
    cp: '20000',
    phone_number: '',
  },
];

function SelectableList({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <AddressList mode="select" addresses={addresses} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Shop/UI/AddressList',
  component: AddressList,
  args: { addresses },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only, as on the profile. */
export const ReadOnly: Story = {};

/** One address to choose, as on /address-payments: arrow keys move and select. */
export const Selectable: Story = {
  render: () => <SelectableList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = await canvas.findByRole('radio', { name: /Maison/ });
    await userEvent.click(home);
    await expect(home).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Bureau/ })).toBeChecked();
  },
};

/**
 * For a delivery (/address-payments): an address without a street or a city stays listed but cannot
 * be chosen, and says what it lacks; the keyboard skips it.
 */
export const ForDelivery: Story = {
  render: () => (
    <AddressList
      mode="select"
      forDelivery
      addresses={[
        ...addresses,
        { ...addresses[0], id: 12, name: 'Chez Mamie', address1: '', cp: '', phone_number: '' },
      ]}
      value={null}
      onChange={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Chez Mamie/ })).toBeDisabled();
    await expect(canvas.getByText(/Livraison impossible : l'adresse manque\./)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Maison/ })).toBeEnabled();
  },
};

/** Nothing saved yet. */
export const Empty: Story = { args: { addresses: [] } };

/** In Arabic, one chosen. */
export const SelectableArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <SelectableList initial={4} />,
};
