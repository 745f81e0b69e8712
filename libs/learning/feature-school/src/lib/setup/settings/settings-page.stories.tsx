import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser, pngFile } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SettingsPage } from './settings-page';

const schoolsCall = hostPath('api/schools');

/** The file input of the logo card. */
async function logoInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  const card = await within(canvasElement).findByRole('region', { name: 'Logo' });
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('the logo card has a file input');
  return input;
}

const meta = {
  title: 'Learning/School/Setup/Settings',
  component: SettingsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/parametres', initialEntries: ['/ecole/parametres'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo school's settings, its logo, its six reclamation types and eight exercise categories. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "Paramètres de l'école" })).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'Réglages' });
    await expect(within(form).getByRole('combobox', { name: /^Périodes de l'année/ })).toHaveValue('3');
    await expect(within(form).getByRole('textbox', { name: /^Durée d'une séance/ })).toHaveValue('120');
    await expect(within(form).getByRole('checkbox', { name: /^Prévenir les parents/ })).toBeChecked();
    await expect(within(form).getByRole('button', { name: 'Enregistrer les réglages' })).toBeDisabled();
    await expect(canvas.getByRole('img', { name: /^Logo de/ })).toBeVisible();
    await expect(
      within(await canvas.findByRole('list', { name: 'Types de réclamation' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await expect(
      within(await canvas.findByRole('list', { name: "Catégories d'exercices" })).getAllByRole('listitem'),
    ).toHaveLength(8);
  },
};

/** Two semesters and 55-minute seances saved; a seance of 10 minutes is refused first. */
export const SettingsSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Réglages' });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /^Périodes de l'année/ }),
      'Deux semestres',
    );
    const duration = within(form).getByRole('textbox', { name: /^Durée d'une séance/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les réglages' }));
    await expect(await within(form).findByText('Un nombre entier de minutes entre 15 et 240')).toBeVisible();
    await userEvent.clear(duration);
    await userEvent.type(duration, '55');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les réglages' }));
    await expect(await within(form).findByText('Réglages enregistrés.')).toBeVisible();
    await expect(within(form).getByRole('combobox', { name: /^Périodes de l'année/ })).toHaveValue('2');
  },
};

/** A GIF is refused with the reason (nothing sent); a PNG is previewed and saved as the logo. */
export const LogoChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await logoInput(canvasElement), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    const card = canvas.getByRole('region', { name: 'Logo' });
    // The name is isolated (FSI … PDI) inside the sentence.
    await expect(
      await within(card).findByText("« \u2068logo.gif\u2069 » n'est pas une image PNG, JPEG ou WebP."),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Enregistrer le logo' })).toBeDisabled();
    await user.upload(await logoInput(canvasElement), pngFile('nouveau-logo.png'));
    await expect(await within(card).findByRole('img', { name: 'Aperçu du nouveau logo' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Enregistrer le logo' }));
    await expect(await within(card).findByText('Logo enregistré.')).toBeVisible();
  },
};

/** Skeletons while the school loads. */
export const Loading: Story = loadingStory(schoolsCall);

/** The school could not be loaded: the message and Retry. */
export const Error: Story = failedStory(schoolsCall, "Les paramètres de l'école n'ont pas pu être chargés.");
