import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, Button, CartIcon, stack } from '@kk/ui-kit';
import { StickyActionBar } from './sticky-action-bar';

/** The shop's frame with its tab bar: says the tab bar's height, as the shop's frame does. */
const Frame = styled.div`
  --shop-tab-bar-space: ${({ theme }) => theme.sizes.tabBarHeight};
`;

/** A long page's column, and a stand-in for the shop's tab bar (sticky at the bottom too). */
const Column = styled.div`
  ${stack(3)}
  padding: ${({ theme }) => theme.space[4]};
`;

const Filler = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.background.surface};
`;

const TabBarStandIn = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  block-size: ${({ theme }) => theme.sizes.tabBarHeight};
  background-color: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.up};
`;

/** Twenty orders' worth of content above the bar, then the tab bar. */
function LongPage({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <Column>
        {Array.from({ length: 20 }, (_, index) => (
          <Filler key={index}>Commande {index + 1}</Filler>
        ))}
        {children}
      </Column>
      <TabBarStandIn aria-hidden="true" data-tab-bar="" />
    </Frame>
  );
}

const meta = {
  title: 'Shop/UI/StickyActionBar',
  component: StickyActionBar,
  args: { summary: 'Sous-total', amount: 1254.5, children: null },
  globals: { viewport: { value: 'phone' } },
  // The bar sticks to the bottom of the screen: pictured as the user first sees the page.
  parameters: { picture: { fullPage: false } },
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the cart's button does (checked by the plays). */
const checkout = fn();
const seeCart = fn();

/** Is the element's box wholly inside the window, above the tab bar's stand-in? */
function inView(element: Element): string {
  const box = element.getBoundingClientRect();
  const tabBar = document.querySelector('[data-tab-bar]')?.getBoundingClientRect();
  const end = tabBar ? tabBar.top : window.innerHeight;
  return box.top >= 0 && box.bottom <= end
    ? 'in view'
    : `${box.top}-${box.bottom} outside 0-${end} (${window.innerHeight})`;
}

/**
 * The cart: its total and "Passer la commande" stay in view, above the tab bar, before the user
 * scrolls a long list of orders; the button works with the keyboard.
 */
export const CartTotal: Story = {
  args: { label: 'Récapitulatif du panier' },
  render: function Render(args) {
    return (
      <LongPage>
        <StickyActionBar {...args}>
          <Button fullWidth size="lg" onClick={checkout}>
            Passer la commande
          </Button>
        </StickyActionBar>
      </LongPage>
    );
  },
  play: async ({ canvasElement }) => {
    checkout.mockClear();
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Récapitulatif du panier' });
    const button = within(bar).getByRole('button', { name: 'Passer la commande' });

    await expect(within(bar).getByText('Sous-total')).toBeVisible();
    await expect(bar).toHaveTextContent(/1.254,50\sDhs/);
    await expect(inView(button)).toBe('in view');
    await expect(inView(canvas.getByText('Commande 20'))).not.toBe('in view');

    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(checkout).toHaveBeenCalledTimes(1);
  },
};

/** Scrolled to the end: the bar sits after the last content, which it does not cover. */
export const ScrolledToTheEnd: Story = {
  ...CartTotal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Récapitulatif du panier' });
    window.scrollTo(0, document.documentElement.scrollHeight);

    const last = canvas.getByText('Commande 20').getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    await expect(inView(bar)).toBe('in view');
  },
};

/**
 * Two actions without an amount (the levels page): the secondary one first, the main one last; a
 * hint says why the main one is disabled. Not a landmark (no label).
 */
export const TwoActionsWithHint: Story = {
  args: { summary: '3 articles choisis', amount: undefined },
  render: function Render(args) {
    return (
      <LongPage>
        <StickyActionBar {...args} note={<p>Choisissez au moins un article pour envoyer une demande de devis.</p>}>
          <Button variant="secondary" fullWidth>
            Ajouter une autre liste
          </Button>
          <Button fullWidth disabled>
            Envoyer la demande
          </Button>
        </StickyActionBar>
      </LongPage>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Envoyer la demande' });

    await expect(send).toBeDisabled();
    await expect(inView(send)).toBe('in view');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter une autre liste' })).toHaveFocus();
  },
};

/** Sending: the action is busy and disabled, a failure is told above it. */
export const SubmittingAfterAFailure: Story = {
  render: function Render(args) {
    return (
      <LongPage>
        <StickyActionBar {...args} note={<Alert tone="danger">Le panier n'a pas pu être rempli. Réessayez.</Alert>}>
          <Button fullWidth size="lg" startIcon={<CartIcon />} loading onClick={seeCart}>
            Voir le panier
          </Button>
        </StickyActionBar>
      </LongPage>
    );
  },
  play: async ({ canvasElement }) => {
    seeCart.mockClear();
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /Voir le panier/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(seeCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent("Le panier n'a pas pu être rempli.");
  },
};

/** In the library area (no tab bar, so no `--shop-tab-bar-space`): at the bottom of the screen. */
export const WithoutTabBar: Story = {
  args: { summary: 'Total du devis', amount: 86 },
  render: function Render(args) {
    return (
      <Column>
        {Array.from({ length: 20 }, (_, index) => (
          <Filler key={index}>Article {index + 1}</Filler>
        ))}
        <StickyActionBar {...args}>
          <Button fullWidth>Envoyer le devis</Button>
        </StickyActionBar>
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const send = await within(canvasElement).findByRole('button', { name: 'Envoyer le devis' });
    const box = send.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};
