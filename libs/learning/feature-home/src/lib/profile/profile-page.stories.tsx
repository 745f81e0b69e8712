import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_MASSAR_CODE } from '@kk/api-mocks';
import { demoSessionUser, pngFile } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { ProfilePage } from './profile-page';

const avatarsCall = '*/api/koolskools/v1/avatars/';

/** The file input of the "Ma photo" card. */
async function pictureInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  const card = await within(canvasElement).findByRole('region', { name: 'Ma photo' });
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('the picture card has a file input');
  return input;
}

const meta = {
  title: 'Learning/Home/Profile',
  component: ProfilePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/profil', initialEntries: ['/profil'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile with the first page of avatars. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatars = await canvas.findByRole('region', { name: 'Mon avatar' });
    await expect(await within(avatars).findAllByRole('radio')).toHaveLength(20);
  },
};

/** The profile, in Arabic. */
export const FilledArabic: Story = { globals: { locale: 'ar' } };

/** The avatars loading. */
export const Loading: Story = { parameters: { msw: { handlers: [http.get(avatarsCall, holdResponse)] } } };

/** No avatar to offer. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(avatarsCall, () => HttpResponse.json({ avatars: [], count: 0 }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucun avatar disponible pour le moment.' }),
    ).toBeVisible();
  },
};

/** The avatars failing to load: the message and a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(avatarsCall, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Les avatars n'ont pas pu être chargés. Le serveur a rencontré une erreur.",
      ),
    ).toBeVisible();
  },
};

/** Failing, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** Choosing an avatar and saving it. */
export const AvatarSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatars = await canvas.findByRole('region', { name: 'Mon avatar' });
    await userEvent.click(await within(avatars).findByRole('radio', { name: 'Fennec' }));
    await userEvent.click(within(avatars).getByRole('button', { name: 'Choisir cet avatar' }));
    await expect(await within(avatars).findByText('Ton nouvel avatar est enregistré.')).toBeVisible();
  },
};

/** A 195-character name (issue 14 review): it wraps inside its card, the page never scrolls sideways. */
export const LongName: Story = {
  parameters: {
    session: {
      user: demoSessionUser('eleve', {
        lastName: 'Alaoui'.repeat(32).slice(0, 190),
        name: `Adam ${'Alaoui'.repeat(32).slice(0, 190)}`,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Mon avatar' });
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The avatars' names are translated: the Arabic names of the pictures. */
export const AvatarNamesArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'فنك' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'باندا' })).toBeInTheDocument();
  },
};

/** A photo picked, previewed and saved as the profile picture. */
export const PictureSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await pictureInput(canvasElement), pngFile('moi.png'));
    const card = canvas.getByRole('region', { name: 'Ma photo' });
    await expect(await within(card).findByRole('img', { name: 'Aperçu de ta nouvelle photo' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    await expect(await within(card).findByText('Ta nouvelle photo est enregistrée.')).toBeVisible();
  },
};

/** A file that is not a picture: refused with the reason, nothing sent, nothing to save. */
export const PictureRefused: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await pictureInput(canvasElement),
      new File(['%PDF-1.4'], 'devoir.pdf', { type: 'application/pdf' }),
    );
    const card = within(canvasElement).getByRole('region', { name: 'Ma photo' });
    // The name is isolated (FSI … PDI) inside the sentence.
    await expect(
      await within(card).findByText("« \u2068devoir.pdf\u2069 » n'est pas une photo JPEG, PNG ou WebP."),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

/** A Massar code no school has, then the demo code: the school linked. */
export const SchoolLinked: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Relier mon compte à mon école' });
    const field = within(card).getByRole('textbox', { name: /Code Massar/ });
    await userEvent.type(field, 'Z999999999');
    await userEvent.click(within(card).getByRole('button', { name: 'Relier mon compte' }));
    await expect(await within(card).findByText("Ce code Massar n'est pas valide")).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, DEMO_MASSAR_CODE);
    await userEvent.click(within(card).getByRole('button', { name: 'Relier mon compte' }));
    await expect(await within(card).findByText('Groupe Scolaire Al Khawarizmi')).toBeVisible();
  },
};

/** An adult's profile: no level, avatar, photo nor school link (those are the student's); a parent's subscription. */
export const Adult: Story = {
  parameters: { session: { user: demoSessionUser('parent') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Mon compte' });
    await expect(canvas.queryByRole('region', { name: 'Mon avatar' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Ma photo' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Relier mon compte à mon école' })).toBeNull();
    const subscription = await canvas.findByRole('region', { name: 'Abonnement' });
    await expect(await within(subscription).findByText("Abonnement actif jusqu'au 30 juin 2027")).toBeVisible();
  },
};

/** One of the pictures already sent chosen again as the profile picture. */
export const PhotoChosen: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Mes photos' });
    await userEvent.click(await within(card).findByRole('radio', { name: 'Photo 2' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Utiliser cette photo' }));
    await expect(await within(card).findByText('Cette photo est maintenant ta photo de profil.')).toBeVisible();
  },
};
