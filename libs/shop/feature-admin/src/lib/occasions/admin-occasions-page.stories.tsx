import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const occasionsApi = '*/koolskools/api/occasions_api';

const meta = {
  title: 'Shop/Admin/AdminOccasionsPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/occasions'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four demo listings waiting for review, as cards on a phone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'À examiner' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: 'Publier « Il était une fois un vieux couple heureux »' }),
    ).toBeEnabled();
  },
};

/** In Arabic (right to left). */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'إعلانات الكتب المستعملة' }),
    ).toBeVisible();
  },
};

/** A grid of cards on a desk's screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'À examiner' })).toBeVisible();
  },
};

/** The refused tab (from the URL): each listing with its reason. */
export const Refused: Story = {
  parameters: { router: { path: '/admin/*', initialEntries: ['/admin/occasions?statut=Refused'] } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Refusées' });
    await expect(within(list).getByText(/Les photos sont floues/)).toBeVisible();
  },
};

/** Refusing asks for the reason: sent empty, the §5-style message. */
export const RefuseWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuser « La Ficelle et autres nouvelles »' }));
    const dialog = await body.findByRole('dialog', { name: 'Refuser « La Ficelle et autres nouvelles » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Refuser l'annonce" }));
    await expect(await within(dialog).findByText('Motif requis')).toBeVisible();
  },
};

/** The refusal dialog, in Arabic. */
export const RefuseWithoutReasonArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'رفض «La Ficelle et autres nouvelles»' }),
    );
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض الإعلان' }));
    await expect(await within(dialog).findByText('السبب مطلوب')).toBeVisible();
  },
};

/** While the listings load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(occasionsApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des annonces')).toBeInTheDocument();
  },
};

/** Nothing waits for the admin. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(occasionsApi, () => HttpResponse.json({ error: 'No result found' }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucune annonce à examiner' }),
    ).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The listings could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(occasionsApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Impossible de charger les annonces/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
