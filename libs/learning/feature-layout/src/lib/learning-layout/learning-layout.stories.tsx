import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RouteObject } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { LearningLayout } from './learning-layout';
import { LearningRoutes } from './learning-routes';

/** A page inside the frame, as the routes of the app put one there. */
function SamplePage() {
  return (
    <section>
      <h1>Bonjour Adam !</h1>
      <p>Voici où tu en es aujourd'hui.</p>
    </section>
  );
}

/** The app's nested routes around a sample page, which names the dashboard's section. */
const routes: RouteObject[] = [
  { element: <LearningLayout />, children: [{ path: '*', element: <SamplePage />, handle: { footerTab: 'home' } }] },
];

/** The frame around a sample page, as the app renders its route table. */
function FramedPage() {
  return <LearningRoutes routes={routes} />;
}

const meta = {
  title: 'Learning/Layout/Frame',
  component: FramedPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '*', initialEntries: ['/'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof FramedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, on a phone: header (logo, language, avatar, logout), bottom tabs. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Sections' });
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'Adam Alaoui (mon profil)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** Signed in, in Arabic: everything mirrored, the first tab on the right. */
export const SignedInArabic: Story = { globals: { locale: 'ar' } };

/** Signed in, on a wide screen: the sections become a side column and the name shows. */
export const Wide: Story = { globals: { viewport: { value: 'wide' } } };

/** Wide, in Arabic: the side column on the right. */
export const WideArabic: Story = { globals: { locale: 'ar', viewport: { value: 'wide' } } };

/** A visitor: the header without user nor sections. */
export const Visitor: Story = {
  parameters: { session: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Bonjour Adam !' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The skip link: the first Tab shows it, Enter moves to the page. */
export const SkipLink: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Sections' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus();
  },
};

/** A 195-character name (issue 14 review), far longer than any form now accepts. */
const LONG_NAME = `Meryem ${'BentAbdelkrimElAlaoui'.repeat(9)}Idrissi`.slice(0, 195);

/**
 * A parent with a very long name, on a wide screen: only their role's sections (Accueil leading to
 * their home, Profil), the name cut with an ellipsis in the header.
 */
export const ParentLongName: Story = {
  parameters: {
    session: { user: demoSessionUser('parent', { firstName: 'Meryem', lastName: LONG_NAME, name: LONG_NAME }) },
  },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Sections' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Profil']);
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/parent');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The parent with the long name, in Arabic. */
export const ParentLongNameArabic: Story = {
  ...ParentLongName,
  globals: { locale: 'ar', viewport: { value: 'wide' } },
  play: undefined,
};
