import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { LibraryLayout } from '../library-layout/library-layout';
import { LibraryDemandesPage } from './library-demandes-page';

const demandesApi = '*/koolskools/api/demandes_api';

/** The area as the app routes it: the layout around the page. */
function Area() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        <Route path="*" element={<LibraryDemandesPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Shop/Library/LibraryDemandesPage',
  component: Area,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/library/*', initialEntries: ['/library/demandes'] },
    session: { user: demoSessionUser('librairie') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Area>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customers' requests, the new ones marked, under the area's navigation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Demande n° 3' })).toBeVisible();
    await expect(canvas.getAllByText('Nouvelle').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Demandes' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Skeletons while the requests load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(demandesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des demandes…')).toBeInTheDocument();
  },
};

/** The list failed: the message with Retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(demandesApi, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Les demandes n'ont pas pu être chargées/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** No request yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(demandesApi, () => HttpResponse.json({ demandes: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune demande pour le moment')).toBeVisible();
  },
};
