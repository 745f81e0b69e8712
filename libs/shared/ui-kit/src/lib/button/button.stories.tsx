import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { BackArrowIcon, CartIcon, PlusIcon } from '../icons/icons';
import { Button } from './button';
import { ButtonLink } from './button-link';

const meta = {
  title: 'UI Kit/Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Valider',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    startIcon: { control: false },
    endIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a screen. */
export const Primary: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }));

    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Tab reaches the button, Enter and Space activate it. */
export const KeyboardOnly: Story = {
  args: { children: 'Ajouter au panier', startIcon: <CartIcon /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** While an action runs: a spinner, `aria-busy`, and clicks are ignored (no double submit). */
export const Loading: Story = {
  tags: ['!visual'],
  args: { loading: true, children: 'Envoi…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Envoi…' });

    await userEvent.click(button);

    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled buttons cannot be clicked (e.g. Checkout with an empty cart). */
export const Disabled: Story = {
  tags: ['!visual'],
  args: { disabled: true, children: 'Commander' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await expect(canvas.getByRole('button', { name: 'Commander' })).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A full-width call to action, as on mobile screens. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Confirmer la commande' },
  tags: ['!visual'],
};

/** Arabic label with an icon: the icon sits at the inline start (right in RTL). */
export const Arabic: Story = {
  args: { children: 'رجوع', variant: 'secondary', startIcon: <BackArrowIcon /> },
  tags: ['!visual'],
};

/** ButtonLink: navigation that looks like a button. */
export const AsLink: StoryObj<typeof ButtonLink> = {
  tags: ['!visual'],
  render: () => (
    <ButtonLink href="#register" variant="secondary">
      Créer un compte
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '#register');
  },
};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** Every variant × size × state, for visual regression. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="10rem">
      {variants.map((variant) =>
        sizes.map((size) => (
          <SnapshotCell key={`${variant}-${size}`} title={`${variant} ${size}`}>
            <Button variant={variant} size={size}>
              Valider
            </Button>
          </SnapshotCell>
        )),
      )}
      {variants.map((variant) => (
        <SnapshotCell key={`${variant}-icons`} title={`${variant} icons`}>
          <Button variant={variant} startIcon={<PlusIcon />} endIcon={<CartIcon />}>
            Ajouter
          </Button>
        </SnapshotCell>
      ))}
      {variants.map((variant) => (
        <SnapshotCell key={`${variant}-loading`} title={`${variant} loading`}>
          <Button variant={variant} loading>
            Envoi
          </Button>
        </SnapshotCell>
      ))}
      {variants.map((variant) => (
        <SnapshotCell key={`${variant}-disabled`} title={`${variant} disabled`}>
          <Button variant={variant} disabled>
            Valider
          </Button>
        </SnapshotCell>
      ))}
      <SnapshotCell title="full width">
        <Button fullWidth>Confirmer</Button>
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Button startIcon={<BackArrowIcon />}>رجوع</Button>
      </SnapshotCell>
      <SnapshotCell title="link">
        <ButtonLink href="#register">Créer un compte</ButtonLink>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
