import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaFrame } from './area-frame';

const meta = {
  title: 'Shop/UI/AreaFrame',
  component: AreaFrame,
  args: {
    areaName: 'Administration',
    logoTitle: 'KoolSkools',
    userName: 'Karim Tazi',
    logoutLabel: 'Se déconnecter',
    onLogout: fn(),
    children: <h1>Tableau de bord</h1>,
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AreaFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin area's frame; the logout button calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await expect(canvas.getByRole('main')).toHaveTextContent('Tableau de bord');
  },
};

/** In Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { areaName: 'الإدارة', logoutLabel: 'تسجيل الخروج', children: <h1>لوحة التحكم</h1> },
};
