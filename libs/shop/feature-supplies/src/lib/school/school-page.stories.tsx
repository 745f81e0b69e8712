import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopPath } from '@kk/api-mocks';
import { holdResponse } from '@kk/testing/stories';
import { SchoolPage } from './school-page';

/** Whole pages against the fake backend: give the first render time on a busy machine. */
const slow = { timeout: 10_000 };
const atSchool = (url: string) => ({ path: '/school/:school_id', initialEntries: [url] });

/** A school the fake backend does not have: no levels, no phone (the Empty state). */
const schoolWithoutLevels = {
  id: 1,
  name: 'École Al Amal',
  address: '12, rue Ibn Sina, 20250 Casablanca',
  city: 'Casablanca',
  logo_url: null,
  level_groups: [],
  levels: [],
  phone_number: null,
};

const meta = {
  title: 'Shop/Supplies/School page',
  component: SchoolPage,
  parameters: { router: atSchool('/school/1') },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SchoolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner school: logo, name, address, its three cycles, Call, and the level tiles. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' }, slow),
    ).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'CP' }, slow)).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

/** The same page in Arabic, right to left. */
export const FilledArabic: Story = { ...Filled, globals: { locale: 'ar' }, play: undefined };

/** Levels ticked with the keyboard: Valid is enabled and the choice is in the URL. */
export const LevelsChosen: Story = {
  parameters: { router: atSchool('/school/1?levels=7') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ce1 = await canvas.findByRole('checkbox', { name: 'CE1' }, slow);
    ce1.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(ce1).toBeChecked());
    await expect(canvas.getByRole('checkbox', { name: '1ère année collège' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};

/** Levels ticked, in Arabic. */
export const LevelsChosenArabic: Story = { ...LevelsChosen, globals: { locale: 'ar' }, play: undefined };

/** While the school loads. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(shopPath('schools_api'), holdResponse)],
    },
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' } };

/** A school with no level offered and no phone: Call is disabled and says why. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(shopPath('schools_api'), () => HttpResponse.json({ school: schoolWithoutLevels }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Appeler' }, slow)).toBeDisabled();
    await expect(canvas.getByText('Numéro de téléphone non communiqué')).toBeVisible();
    await expect(await canvas.findByText("Aucun niveau n'est proposé pour cette école.", {}, slow)).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The backend failed: a message and a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [http.get(shopPath('schools_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** A school id that does not exist. */
export const NotFound: Story = { parameters: { router: atSchool('/school/99999') } };

/** Not found, in Arabic. */
export const NotFoundArabic: Story = { ...NotFound, globals: { locale: 'ar' } };
