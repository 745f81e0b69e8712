import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { AppHeader } from './app-header';

const meta = {
  title: 'UI Kit/Layout/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  args: {
    logoTitle: 'KoolSkools',
    homeHref: '#home',
    onBack: fn(),
    onCartClick: fn(),
    cartCount: 3,
    cartLabel: 'Panier, 3 articles',
    sticky: false,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab through back, home and cart; Enter on the cart. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retour' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'KoolSkools' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Panier, 3 articles' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onCartClick).toHaveBeenCalledTimes(1);
  },
};

/**
 * An app without a cart: the product name beside the logo (from `sm`), actions at the inline end,
 * e.g. a language switcher and the user's profile link.
 */
export const WithProductName: Story = {
  args: {
    logoTitle: 'KoolSkools, accueil',
    logoText: 'KoolSkools',
    onBack: undefined,
    onCartClick: undefined,
    cartLabel: undefined,
    actions: <a href="#profile">Adam Alaoui</a>,
  },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'KoolSkools, accueil' })).toBeVisible();
    await expect(canvas.getByText('KoolSkools')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With back arrow and count, without back arrow, empty cart, with a language switcher, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="20rem">
      <SnapshotCell title="back + count">
        <AppHeader {...args} />
      </SnapshotCell>
      <SnapshotCell title="home">
        <AppHeader {...args} onBack={undefined} cartCount={0} cartLabel="Panier" />
      </SnapshotCell>
      <SnapshotCell title="many items">
        <AppHeader {...args} cartCount={120} cartLabel="Panier, 120 articles" />
      </SnapshotCell>
      <SnapshotCell title="with language">
        <AppHeader
          {...args}
          onBack={undefined}
          actions={
            <LanguageSwitcher
              label="Langue"
              value="fr"
              onChange={() => undefined}
              options={[
                { value: 'fr', label: 'FR' },
                { value: 'ar', label: 'ع' },
                { value: 'en', label: 'EN' },
              ]}
            />
          }
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <AppHeader {...args} backLabel="رجوع" cartLabel="السلة، 3 مواد" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
