import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Link } from './link';

/** Stands for react-router's Link: it receives `to`. */
function FakeRouterLink({ to, children, ...rest }: ComponentProps<'a'> & { to: string }) {
  return (
    <a href={`#${to}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'UI Kit/Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#register', children: 'Créer un compte', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab reaches the link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveFocus();
  },
};

/** With the router's link component as `as`, its own props (`to`) apply. */
export const WithRouterLink: Story = {
  tags: ['!visual'],
  render: () => (
    <Link as={FakeRouterLink} to="/connexion" variant="standalone">
      Se connecter
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Se connecter' });
    await expect(link).toHaveAttribute('href', '#/connexion');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Inline in text, standalone, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="14rem">
      <SnapshotCell title="inline">
        <p>
          Déjà inscrit ? <Link href="#login">Se connecter</Link>
        </p>
      </SnapshotCell>
      <SnapshotCell title="standalone">
        <Link href="#forgot" variant="standalone">
          Mot de passe oublié ?
        </Link>
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <p>
          لديك حساب؟ <Link href="#login-ar">تسجيل الدخول</Link>
        </p>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
