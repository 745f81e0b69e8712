import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SubscriptionPage } from './subscription-page';

const subscriptionCall = hostPath('api/koolskools/v1/subscription/');

const meta = {
  title: 'Learning/Parents/Subscription',
  component: SubscriptionPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/abonnement', initialEntries: ['/abonnement'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo parent: active until 30 June 2027, and how to renew. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Abonnement actif jusqu'au 30 juin 2027")).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Comment renouveler mon abonnement ?' })).toBeVisible();
  },
};

/** The `expire` demo account (signed in with a token): expired. */
export const Expired: Story = {
  parameters: { session: { user: demoSessionUser('expire') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Abonnement expiré')).toBeVisible();
  },
};

/** A visitor (from the sign-in error): how to renew, and "Se connecter". */
export const Visitor: Story = {
  parameters: { session: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Comment renouveler mon abonnement ?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion');
    await expect(canvas.queryByRole('region', { name: 'État de votre abonnement' })).toBeNull();
  },
};

/** Skeleton while the subscription loads. */
export const Loading: Story = loadingStory(subscriptionCall);

/** The subscription could not be loaded: the message and Retry (how to renew stays). */
export const Error: Story = failedStory(subscriptionCall, "L'état de votre abonnement n'a pas pu être chargé.");
