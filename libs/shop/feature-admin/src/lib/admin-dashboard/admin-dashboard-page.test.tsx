import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminLayout } from '../admin-layout/admin-layout';
import { AdminDashboardPage } from './admin-dashboard-page';

function Area() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<AdminDashboardPage />} />
      </Route>
    </Routes>
  );
}

describe('AdminDashboardPage in AdminLayout', () => {
  it('names the page and the signed-in account, says the area is being built, and links back to the shop', async () => {
    const user = demoSessionUser('admin');
    await renderPage(<Area />, { path: '/admin/dashboard', route: '/admin/*', user });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText(`Connecté en tant que ${user.name}`)).toBeInTheDocument();
    expect(screen.getByText(/en cours de construction/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
  });

  it('logs out from its own header and goes to the shop', async () => {
    const { store } = await renderPage(<Area />, {
      path: '/admin/dashboard',
      route: '/admin/*',
      user: demoSessionUser('admin'),
    });

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
  });
});
