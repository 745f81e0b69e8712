import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { ProfilePage } from './profile-page';

const addressesApi = '*/koolskools/api/payments_address_api';

const meta = {
  title: 'Shop/Account/ProfilePage',
  component: ProfilePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/profile', initialEntries: ['/profile'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's profile with her saved addresses. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Salma Bennani' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Mes adresses' })).toBeVisible();
  },
};

/** The profile, in Arabic. */
export const FilledArabic: Story = { globals: { locale: 'ar' } };

/** Addresses loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(addressesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des adresses…')).toBeInTheDocument();
  },
};

/** Addresses loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** No saved address yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(addressesApi, () => HttpResponse.json({ address_delivered: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune adresse enregistrée pour le moment.')).toBeVisible();
  },
};

/** No saved address, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The addresses could not be loaded: the message and a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(addressesApi, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Les adresses n'ont pas pu être chargées. Le serveur a rencontré une erreur.",
      ),
    ).toBeVisible();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** Edit pressed: the contact details become a form. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = await canvas.findByRole('region', { name: 'Coordonnées' });
    await userEvent.click(within(contact).getByRole('button', { name: 'Modifier' }));
    await expect(within(contact).getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Salma');
  },
};

/** An account setting opened: it says the feature is not available yet. */
export const SettingInfo: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Confidentialité' }));
    await expect(await screen.findByRole('dialog', { name: 'Confidentialité' })).toBeInTheDocument();
  },
};
