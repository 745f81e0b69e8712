import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SchoolTextbookPage } from './school-textbook-page';

const textbookCall = hostPath('schools_textbook_handler');

const meta = {
  title: 'Learning/School/Teaching/Textbook review',
  component: SchoolTextbookPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/cahier-de-textes', initialEntries: ['/ecole/cahier-de-textes'] },
    session: { user: demoSessionUser('ecole') },
  },
} satisfies Meta<typeof SchoolTextbookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first class's entries awaiting validation; validating one takes it off the list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cahiers de textes' })).toBeVisible();
    const buttons = await canvas.findAllByRole('button', { name: /^Valider « / });
    await userEvent.click(buttons[0]!);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Valider « / })).toHaveLength(buttons.length - 1),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Seulement/ }));
    await expect(await canvas.findAllByText('Validé')).not.toHaveLength(0);
  },
};

/** Skeletons while the textbook loads. */
export const Loading: Story = loadingStory(textbookCall);

/** The textbook could not be loaded: the message and Retry. */
export const Error: Story = failedStory(textbookCall, 'Impossible de charger le cahier de textes.');

/** Nothing left to validate in the class. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(textbookCall, () => HttpResponse.json({ textbook: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tout est validé pour cette classe')).toBeVisible();
  },
};
