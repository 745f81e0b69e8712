import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { SchoolsPage } from './schools-page';

const schoolsList = '*/koolskools/api/schools_list_api';
const home = { path: '/', initialEntries: ['/'] };

const meta = {
  title: 'Shop/Schools/SchoolsPage',
  component: SchoolsPage,
  parameters: {
    router: home,
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SchoolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full list: a taller window would load more pages, so it is pictured as the phone shows it. */
const screenOnly = { picture: { fullPage: false } };

/** The first page of schools of the fake backend, as a list. */
export const Filled: Story = {
  parameters: screenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Écoles' });
    const links = await within(list).findAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/school\/\d+$/));
  },
};

/** Same, in Arabic (right to left). */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'المدارس' })).toBeVisible();
  },
};

/** The grid view. */
export const Grid: Story = {
  parameters: { ...screenOnly, router: { path: '/', initialEntries: ['/?view=grid'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
    await canvas.findByRole('list', { name: 'Écoles' });
  },
};

/** Skeletons while the first page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(schoolsList, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des écoles…')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** No school found: the unlisted-school form (§2). */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(schoolsList, () => HttpResponse.json({ error: 'No result found' }))] },
    router: { path: '/', initialEntries: ['/?q=Al%20Amal'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Aucune école trouvée' })).toBeVisible();
    // The form's code arrives on demand; final-form fills the name in once the field registers.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Nom de l'école/ })).toHaveValue('Al Amal'));
  },
};

/** No school found, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The schools could not be loaded: the message and a retry button. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(schoolsList, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Les écoles n'ont pas pu être chargées. Le serveur a rencontré une erreur."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** Searching: the list follows once typing pauses (500 ms). */
export const Search: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Écoles' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher une école' }), 'Rabat');
    await waitFor(
      async () => {
        const cards = within(canvas.getByRole('list', { name: 'Écoles' })).getAllByRole('article');
        for (const card of cards) await expect(card).toHaveTextContent(/Rabat/i);
      },
      { timeout: 5000 },
    );
  },
};

/** The collapsible second page, opened: how the shop works and the unlisted-school form. */
export const SecondPage: Story = {
  parameters: { ...screenOnly, session: { user: demoSessionUser('client') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Comment ça marche ?' }));
    await expect(canvas.getByText("Choisissez l'école")).toBeVisible();
    await expect(await canvas.findByRole('form', { name: "Demander l'ajout d'une école" })).toBeVisible();
  },
};

/** The second page, in Arabic. */
export const SecondPageArabic: Story = {
  ...SecondPage,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'كيف يعمل؟' }));
  },
};
