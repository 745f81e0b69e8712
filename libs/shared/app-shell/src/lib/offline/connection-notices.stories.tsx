import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionNoticesView } from './connection-notices';

const meta = {
  title: 'App shell/ConnectionNotices',
  component: ConnectionNoticesView,
  args: { offline: true, newVersionReady: false, onReload: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ConnectionNoticesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No network: the banner says what shows is the last answer kept and that changes wait. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/Vous êtes hors ligne/);
  },
};

/** A new version is installed: it applies at the next visit, or now with "Recharger". */
export const NewVersion: Story = {
  args: { offline: false, newVersionReady: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/prochaine visite/);
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Both at once. */
export const OfflineWithNewVersion: Story = {
  args: { offline: true, newVersionReady: true },
};
