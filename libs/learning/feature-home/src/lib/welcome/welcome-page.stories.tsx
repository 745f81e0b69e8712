import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { WelcomePage } from './welcome-page';

const meta = {
  title: 'Learning/Home/Welcome',
  component: WelcomePage,
  args: { audience: 'parent' },
  parameters: {
    layout: 'fullscreen',
    router: { path: '/parent', initialEntries: ['/parent'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parent's home: their children's areas, to come. */
export const Parent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour Meryem' })).toBeVisible();
    await expect(canvas.getAllByText('Bientôt disponible')).toHaveLength(5);
    await expect(canvas.queryByText(/Choisis ton niveau/)).toBeNull();
  },
};

/** The parent's home, in Arabic. */
export const ParentArabic: Story = { globals: { locale: 'ar' } };

/** The professor's home. */
export const Professor: Story = {
  args: { audience: 'professor' },
  parameters: {
    router: { path: '/professeur', initialEntries: ['/professeur'] },
    session: { user: demoSessionUser('prof') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour Rachid' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Appel' })).toBeVisible();
  },
};

/** The school administrator's home, on a wide screen. */
export const SchoolAdmin: Story = {
  args: { audience: 'school_admin' },
  parameters: {
    router: { path: '/ecole', initialEntries: ['/ecole'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour Nadia' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bulletins' })).toBeVisible();
  },
};

/** The school administrator's home, in Arabic. */
export const SchoolAdminArabic: Story = {
  ...SchoolAdmin,
  globals: { locale: 'ar', viewport: { value: 'wide' } },
  play: undefined,
};
