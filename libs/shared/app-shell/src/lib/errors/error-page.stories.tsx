import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CurrentPath, demoSessionUser } from '@kk/testing';
import { ErrorPage } from './error-page';
import { ERROR_PAGE_PATH } from './crash-boundary';

/** The error screen at /ErrorPage; once retry has been pressed, where it led (for the play tests). */
function ErrorPageRoute() {
  const { pathname } = useLocation();
  if (pathname === ERROR_PAGE_PATH) return <ErrorPage />;
  return <CurrentPath />;
}

const meta = {
  title: 'App shell/ErrorPage',
  component: ErrorPageRoute,
  parameters: {
    layout: 'fullscreen',
    router: { path: '*', initialEntries: [ERROR_PAGE_PATH] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ErrorPageRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses retry and expects to land on `path` (§2: by account type). */
function retryLeadsTo(path: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'current path' })).toHaveTextContent(path));
  };
}

/** Where a rendering crash lands: the logo, the message and retry. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** A visitor or a customer: retry goes home. */
export const RetryCustomer: Story = {
  tags: ['!visual'],
  parameters: { session: { user: demoSessionUser('client') } },
  play: retryLeadsTo('/'),
};

/** An admin (`ad`): retry goes to the admin dashboard. */
export const RetryAdmin: Story = {
  tags: ['!visual'],
  parameters: { session: { user: demoSessionUser('admin') } },
  play: retryLeadsTo('/admin/dashboard'),
};

/** A library (`li`): retry goes to the library's requests. */
export const RetryLibrary: Story = {
  tags: ['!visual'],
  parameters: { session: { user: demoSessionUser('librairie') } },
  play: retryLeadsTo('/library/demandes'),
};

/** The screen in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };
