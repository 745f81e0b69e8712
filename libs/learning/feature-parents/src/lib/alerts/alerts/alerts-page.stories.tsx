import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { AlertsPage } from './alerts-page';

const notificationsCall = '*/api/koolskools/v1/notifications/';

const meta = {
  title: 'Learning/Parents/Alerts',
  component: AlertsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/parent/alertes', initialEntries: ['/parent/alertes'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo parent's alerts: an absence of the demo student yesterday, the grades and attendance of both children, a friend request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: /^Absence d’Adam/ });
    await expect(links[0]).toHaveAttribute('href', '/parent/enfants/5/absences?enfant=5');
    await expect(within(links[0] as HTMLElement).getByText('Nouveau')).toBeVisible();
    // His sister's alerts are there too, each opening her own page.
    const hers = await canvas.findAllByRole('link', { name: /Meryem/ });
    await expect(hers[0]).toHaveAttribute('href', expect.stringMatching(/^\/parent\/enfants\/103\//));
    await expect(canvas.getByRole('button', { name: 'Tout marquer comme lu' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: /Recevoir les alertes sur cet appareil/ })).toBeInTheDocument();
  },
};

/** The alerts, in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** The alerts loading. */
export const Loading: Story = loadingStory(notificationsCall);

/** The alerts unreachable: the message and a retry. */
export const Error: Story = failedStory(notificationsCall, "Vos alertes n'ont pas pu être chargées.");

/** No alert yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(notificationsCall, () => HttpResponse.json({ notifications: [], unread: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Aucune alerte pour le moment.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  },
};

/** No alert yet, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };
