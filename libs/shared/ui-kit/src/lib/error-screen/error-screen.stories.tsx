import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'UI Kit/Feedback/ErrorScreen',
  component: ErrorScreen,
  tags: ['autodocs'],
  args: {
    title: 'Une erreur est survenue',
    message: 'La page n’a pas pu s’afficher. Réessayez dans un instant.',
    retryLabel: 'Réessayer',
    logoTitle: 'KoolSkools',
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to Retry and press Enter. The logo is 500 px wide from 500 px screens. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);

    // 500 px wide from 500 px screens, 300 px below (§9), never wider than the room it has.
    const frame = canvasElement.querySelector<HTMLElement>('[data-ui="error-screen-logo"]');
    const root = frame?.parentElement;
    if (!frame || !root) throw new Error('logo frame missing');
    const style = getComputedStyle(root);
    const room = root.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const expected = window.matchMedia('(min-width: 500px)').matches ? 500 : 300;
    await expect(Math.round(frame.getBoundingClientRect().width)).toBe(Math.round(Math.min(expected, room)));
  },
};

/** For the visual snapshot. */
export const Snapshot: Story = {};

/** A phone: the logo is 300 px wide (§9); without a message, the title and Retry only. */
export const Narrow: Story = {
  args: { message: undefined },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-ui="error-screen-logo"]');
    if (!frame) throw new Error('logo frame missing');
    if (!window.matchMedia('(min-width: 500px)').matches) {
      await expect(Math.round(frame.getBoundingClientRect().width)).toBe(300);
    }
    await expect(within(canvasElement).getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  },
};
