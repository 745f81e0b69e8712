import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfigErrorScreen } from './config-error-screen';

const meta = {
  title: 'App shell/ConfigErrorScreen',
  component: ConfigErrorScreen,
  args: { problem: 'unreadable', onRetry: fn() },
  parameters: { layout: 'fullscreen', session: { user: null } },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ConfigErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** config.json missing or unreadable (a 404, the SPA fallback page, no network): Retry reads it again. */
export const Unreadable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "L'application n'a pas pu démarrer" })).toBeVisible();
    await expect(canvas.getByText(/Sa configuration n'a pas pu être chargée/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A config.json that names no usable backend (missing, not https, a bad product). */
export const Invalid: Story = {
  args: { problem: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/incomplète ou invalide/)).toBeVisible();
  },
};

/** `"demo": true` in a production build, which has no fake backend. */
export const DemoUnavailable: Story = {
  args: { problem: 'demo-unavailable' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/ne contient pas le mode démonstration/)).toBeVisible();
  },
};

/** The screen in Arabic, in the stored language. */
export const UnreadableArabic: Story = { globals: { locale: 'ar' } };
