import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { shopPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { SchoolLevelsPage } from './school-levels-page';

/** Whole pages against the fake backend: give the first render time on a busy machine. */
const slow = { timeout: 10_000 };
const atLevels = (url: string) => ({ path: '/school/:school_id/levels', initialEntries: [url] });

const meta = {
  title: 'Shop/Supplies/School levels',
  component: SchoolLevelsPage,
  parameters: {
    router: atLevels('/school/1/levels?levels=2,7'),
    session: { user: demoSessionUser() },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SchoolLevelsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two levels chosen: the first pack, the levels with their articles and steppers, Add Another List and Submit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pack Essentiel CE1' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Pack Premium CE1' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: /^CE1/ }, slow)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  },
};

/** Filled, in Arabic (right to left). */
export const FilledArabic: Story = { ...Filled, globals: { locale: 'ar' }, play: undefined };

/** View all packs shows every pack of the chosen levels, as a grid. */
export const AllPacksGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Voir tous les packs' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Grille' }));
    await expect(await canvas.findByRole('heading', { name: 'Pack Premium 1ère année collège' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** All packs as a grid, in Arabic. */
export const AllPacksGridArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'عرض جميع الحزم' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'شبكة' }));
    await expect(canvas.getByRole('button', { name: 'شبكة' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The pack detail: its articles per brand, the total and Add to cart. */
export const PackDetail: Story = {
  parameters: { router: atLevels('/school/1/levels?levels=7&pack=13') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /^Pack/ }, slow);
    await expect(await within(dialog).findByText('Total du pack', {}, slow)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

/** The pack detail, in Arabic. */
export const PackDetailArabic: Story = { ...PackDetail, globals: { locale: 'ar' }, play: undefined };

/** A signed-in user submits: the request is sent and the success popup shows. */
export const RequestSent: Story = {
  parameters: { router: atLevels('/school/1/levels?levels=7') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Envoyer la demande' }, slow);
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const popup = await screen.findByRole('dialog', { name: 'Demande envoyée' }, slow);
    await waitFor(() => expect(within(popup).getByRole('button', { name: "Retour à l'accueil" })).toBeVisible(), slow);
  },
};

/** The request sent, in Arabic. */
export const RequestSentArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { router: atLevels('/school/1/levels?levels=7') },
  play: async ({ canvasElement }) => {
    const submit = await within(canvasElement).findByRole('button', { name: 'إرسال طلب عرض السعر' }, slow);
    await waitFor(() => expect(submit).toBeEnabled(), slow);
    await userEvent.click(submit);
    await expect(await screen.findByRole('dialog', { name: 'تم إرسال الطلب' }, slow)).toBeInTheDocument();
  },
};

/** While the school loads: the sections laid out with their titles and hint, the data's places as skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(shopPath('schools_api'), holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText('Chargement des listes…', {}, slow);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { name: 'Listes de fournitures' })).toBeVisible();
    await expect(
      canvas.getByText('Ajustez les quantités, puis envoyez votre demande de devis aux librairies.'),
    ).toBeVisible();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** The school has neither packs nor supply lists for these levels. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(shopPath('packs_api_list'), () => HttpResponse.json({ packs: [] })),
        http.get(shopPath('fournitures_articles_api_client'), () => HttpResponse.json({ f_articles: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Aucun pack n'est proposé pour ces niveaux.", {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Aucune liste de fournitures' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** Packs and lists failed to load: messages with retries. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(shopPath('packs_api_list'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
        http.get(shopPath('fournitures_articles_api_client'), () =>
          HttpResponse.json({ detail: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2));
  },
};

/** Error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** No level in the URL: the user is asked to choose some on the school page. */
export const NoLevelChosen: Story = { parameters: { router: atLevels('/school/1/levels') } };

/** No level in the URL, in Arabic. */
export const NoLevelChosenArabic: Story = { ...NoLevelChosen, globals: { locale: 'ar' } };
