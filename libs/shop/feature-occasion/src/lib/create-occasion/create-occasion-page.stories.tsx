import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@kk/domain';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { CreateOccasionPage } from './create-occasion-page';

const uploadApi = '*/api/assets_storage';
const myBooksApi = '*/koolskools/api/occasions_api';
const levelsApi = '*/koolskools/api/levels';

/** The page opened before the start-up load stored the subject and level lists. */
function forgetStoredLists() {
  localStorage.removeItem(STORAGE_KEYS.levels);
  localStorage.removeItem(STORAGE_KEYS.subjects);
}

/** A tiny PNG (1×1), made here so the story needs no fixture file. */
function png(name: string): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

const meta = {
  title: 'Shop/Occasion/CreateOccasionPage',
  component: CreateOccasionPage,
  parameters: {
    router: { path: '/create-occasion', initialEntries: ['/create-occasion'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof CreateOccasionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the §3 defaults and three picture placeholders. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const good = await canvas.findByRole('radio', { name: 'Bon' });
    await waitFor(() => expect(good).toBeChecked());
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};

/** The form in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'تأكيد' })).toBeEnabled();
  },
};

/** A visitor: a hint says the listing will be published after signing in. */
export const Visitor: Story = {
  parameters: { session: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Vous vous connecterez à la fin/)).toBeVisible();
  },
};

/** The title was touched and left empty: its error shows. */
export const TitleError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Titre du livre' }));
    await userEvent.tab();
    await expect(canvas.getByText('Titre requis')).toBeVisible();
  },
};

/** The title error, in Arabic. */
export const TitleErrorArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'عنوان الكتاب' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'عنوان الكتاب' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A picture uploading: its spinner shows and Valid is disabled. */
export const Uploading: Story = {
  parameters: { msw: { handlers: [http.post(uploadApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Valider' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new globalThis.Error('no file input');
    await userEvent.upload(input, png('couverture.png'));
    await expect(await canvas.findByText('Envoi de la photo…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

/** Sending failed: the global error above the form, with its cause; what was typed stays. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.post(myBooksApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Titre du livre' }), 'Antigone');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prix' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        "Votre annonce n'a pas pu être publiée. Le serveur a rencontré une erreur. Réessayez.",
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Titre du livre' })).toHaveValue('Antigone');
  },
};

/** The failure, in Arabic. */
export const ErrorArabic: Story = {
  globals: { locale: 'ar' },
  parameters: Error.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'عنوان الكتاب' }), 'Antigone');
    await userEvent.type(canvas.getByRole('textbox', { name: 'الثمن' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('تعذر نشر إعلانك.'));
  },
};

/** Subjects and levels were not stored at start and are loading: a skeleton holds their place. */
export const Loading: Story = {
  beforeEach: forgetStoredLists,
  parameters: { msw: { handlers: [http.get(levelsApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chargement des matières et des niveaux')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Matière' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Titre du livre' })).toBeEnabled();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

const listsFail = http.get(levelsApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }));

/** The subject and level lists failed to load: an alert with Retry in their place; the rest of the form stays usable. */
export const ListsFailed: Story = {
  beforeEach: forgetStoredLists,
  parameters: { msw: { handlers: [listsFail] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Les matières et les niveaux n'ont pas pu être chargés.");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Titre du livre' })).toBeEnabled();
  },
};

/** The lists' failure, in Arabic. */
export const ListsFailedArabic: Story = {
  beforeEach: forgetStoredLists,
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: [listsFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذّر تحميل المواد والمستويات.');
  },
};

/** Retry after the failure asks again; the selects appear with the answer (pictured as Filled). */
export const ListsRetried: Story = {
  tags: ['!visual'],
  beforeEach: forgetStoredLists,
  parameters: {
    msw: { handlers: [http.get(levelsApi, () => HttpResponse.json({}, { status: 500 }), { once: true })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('combobox', { name: 'Matière' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Niveau' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
