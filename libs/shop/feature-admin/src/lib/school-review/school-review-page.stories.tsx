import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const schoolsApi = '*/koolskools/api/schools_api';

const meta = {
  title: 'Shop/Admin/SchoolReviewPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/ecoles-demandees/1'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request to review: what the user sent, the school to complete, the refusal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Demande : École Les Cèdres bleus' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'CM1' })).toBeChecked();
  },
};

/** On a desk's screen. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } }, play: Default.play };

/** In Arabic (right to left). */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'تفعيل' })).toBeVisible();
  },
};

/** The §5 messages after an empty city and no level. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'CM1' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Ville/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Activer' }));
    await expect(await canvas.findByText('Ville requise')).toBeVisible();
    await expect(canvas.getByText('Niveau requis')).toBeVisible();
  },
};

/** The refusal's confirmation. */
export const RefuseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Motif du refus/ }), 'Doublon');
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Refuser cette demande ?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** While the request loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des écoles à examiner')).toBeInTheDocument();
  },
};

/** A request already reviewed (or unknown). */
export const NotFound: Story = {
  parameters: { router: { path: '/admin/*', initialEntries: ['/admin/ecoles-demandees/99'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Demande introuvable' })).toBeVisible();
  },
};

/** The request could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
