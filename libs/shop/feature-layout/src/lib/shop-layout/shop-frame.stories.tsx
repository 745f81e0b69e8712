import type { Meta, StoryObj } from '@storybook/react-vite';
import { use } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { ShopFrame } from './shop-frame';

const never = new Promise<never>(() => undefined);

/** A section that never finishes arriving (a lazily loaded page on a slow line). */
function ArrivingSection() {
  return use(never);
}

/** Stand-in page content, so the frame is seen around something. */
function SamplePage() {
  return (
    <section>
      <h1>Page</h1>
      <p>Contenu de la page.</p>
    </section>
  );
}

const meta = {
  title: 'Shop/Layout/ShopFrame',
  component: ShopFrame,
  args: { children: <SamplePage />, footerTab: 'home' },
  parameters: {
    layout: 'fullscreen',
    router: { path: '*', initialEntries: ['/'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ShopFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on home: logo, the cart button (no count), the five tabs with Home current. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    // The cart button shows for a visitor too (§2), without a count.
    await expect(canvas.getByRole('button', { name: 'Panier' })).toBeVisible();
  },
};

/** A visitor, in Arabic (right to left). */
export const VisitorArabic: Story = { ...Visitor, globals: { locale: 'ar' }, play: undefined };

/** A signed-in customer: the cart button with the number of cart orders; News highlights itself. */
export const SignedIn: Story = {
  parameters: { session: { user: demoSessionUser('client') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Panier/ })).toBeVisible();
    const news = canvas.getByRole('button', { name: 'Actualités' });
    await userEvent.click(news);
    await expect(news).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Signed in, in Arabic. */
export const SignedInArabic: Story = {
  parameters: { session: { user: demoSessionUser('client') } },
  globals: { locale: 'ar' },
};

/** A page with the back arrow (mirrored in Arabic), on an Occasion page. */
export const WithBack: Story = {
  args: { back: true, footerTab: 'occasion' },
  parameters: { router: { path: '*', initialEntries: ['/occasion/3'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retour' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getByRole('link', { name: 'Occasion' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The back arrow in Arabic: it points right. */
export const WithBackArabic: Story = { ...WithBack, globals: { locale: 'ar' }, play: undefined };

/** The login page: no header. */
export const NoHeader: Story = {
  args: { header: false, footerTab: 'account' },
  parameters: { router: { path: '*', initialEntries: ['/connexion'] } },
};

/** Profile-edit: no footer. */
export const NoFooter: Story = {
  args: { footer: false, back: true },
  parameters: { router: { path: '*', initialEntries: ['/profile-edit'] } },
};

/** A section loading: the loading screen instead of the page. */
export const Loading: Story = { args: { children: <ArrivingSection /> } };
