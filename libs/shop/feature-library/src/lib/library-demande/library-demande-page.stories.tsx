import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { LibraryDemandePage } from './library-demande-page';

const demandesApi = '*/koolskools/api/demandes_api';

const meta = {
  title: 'Shop/Library/LibraryDemandePage',
  component: LibraryDemandePage,
  parameters: {
    router: { path: '/library/demandes/:demande_id', initialEntries: ['/library/demandes/3'] },
    session: { user: demoSessionUser('librairie') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LibraryDemandePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: its articles as a quote to fill in, prefilled from the catalogue and the request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: /^Devis pour / });
    await expect(within(form).getByRole('button', { name: 'Envoyer le devis' })).toBeVisible();
    await expect(within(form).getAllByRole('group').length).toBeGreaterThan(1);
  },
};

/** The §5 messages of a line whose price was cleared, then sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: /^Devis pour / });
    const [first] = within(form).getAllByRole('group');
    await userEvent.clear(within(first).getByRole('textbox', { name: 'Prix unitaire (Dhs)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le devis' }));
    await expect(await within(first).findByText('Prix requis')).toBeVisible();
  },
};

/** A request this library answered: the level says so. */
export const Answered: Story = {
  parameters: { router: { path: '/library/demandes/:demande_id', initialEntries: ['/library/demandes/1'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Votre devis pour ce niveau a été envoyé.')).toBeVisible();
  },
};

/** Skeletons while the request loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(demandesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement de la demande…')).toBeInTheDocument();
  },
};

/** The request failed to load: the message with Retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(demandesApi, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/La demande n'a pas pu être chargée/)).toBeVisible();
  },
};

/** A request that does not exist. */
export const NotFound: Story = {
  parameters: { router: { path: '/library/demandes/:demande_id', initialEntries: ['/library/demandes/999'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Cette demande n'existe pas ou n'est plus disponible."),
    ).toBeVisible();
  },
};
