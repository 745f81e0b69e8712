import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from './address-form';

const meta = {
  title: 'Shop/UI/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(async () => undefined) },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plain form, as on /address-payments. Saving sends the trimmed values and empties the form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nom/ });
    await userEvent.type(name, 'Maison');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ville' }), 'Rabat');
    await userEvent.click(canvas.getByRole('button', { name: "Enregistrer l'adresse" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maison', city: 'Rabat' }));
    await waitFor(() => expect(name).toHaveValue(''));
  },
};

/** The name is the only required field (§5); its message shows once the field is touched. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Enregistrer l'adresse" }));
    await expect(await canvas.findByText('Nom requis')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failed save (§8): the button comes back, the values stay, nothing else is said. */
export const SaveFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nom/ });
    await userEvent.type(name, 'Bureau');
    await userEvent.click(canvas.getByRole('button', { name: "Enregistrer l'adresse" }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: "Enregistrer l'adresse" })).not.toHaveAttribute('aria-busy'),
    );
    await expect(name).toHaveValue('Bureau');
  },
};

/** Closed under its title, as on the profile; the title opens it. */
export const Collapsible: Story = {
  args: { variant: 'collapsible' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Ajouter une adresse' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('textbox', { name: /^Nom/ })).toBeVisible();
  },
};

/** Open, for the screenshots. */
export const CollapsibleOpen: Story = { args: { variant: 'collapsible', defaultOpen: true } };

/** In Arabic: right to left, the phone stays left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'حفظ العنوان' })).toBeVisible();
  },
};
