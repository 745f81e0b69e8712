import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AreaLayout } from './area-layout';

/** Where the router is, so the story can show that logging out left the area. */
function Location() {
  return <p>{useLocation().pathname}</p>;
}

const meta = {
  title: 'Shop/UI/AreaLayout',
  component: AreaLayout,
  args: { areaName: 'Administration', userName: 'Karim Tazi', onLoggedOut: fn() },
  parameters: {
    layout: 'fullscreen',
    router: { path: '*', initialEntries: ['/admin/dashboard'] },
  },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <Routes>
      <Route path="/admin/*" element={<AreaLayout {...args} />}>
        <Route path="*" element={<h1>Tableau de bord</h1>} />
      </Route>
      <Route path="*" element={<Location />} />
    </Routes>
  ),
} satisfies Meta<typeof AreaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin area around its page; logging out leaves the area, then ends the session. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('Tableau de bord');
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalled());
    await expect(canvas.getByText('/')).toBeInTheDocument();
  },
};

/** In Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { areaName: 'الإدارة' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  },
};
