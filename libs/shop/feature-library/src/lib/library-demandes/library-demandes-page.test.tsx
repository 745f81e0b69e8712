import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { demoSessionUser, renderPage } from '@kk/testing';
import { LibraryLayout } from '../library-layout/library-layout';
import { LibraryDemandesPage } from './library-demandes-page';

function Area() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        <Route path="*" element={<LibraryDemandesPage />} />
      </Route>
    </Routes>
  );
}

describe('LibraryDemandesPage in LibraryLayout', () => {
  it('names the page and the signed-in account, says the area is being built, and links back to the shop', async () => {
    const user = demoSessionUser('librairie');
    await renderPage(<Area />, { path: '/library/demandes', route: '/library/*', user });

    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeInTheDocument();
    expect(screen.getByText(`Connecté en tant que ${user.name}`)).toBeInTheDocument();
    expect(screen.getByText(/en cours de construction/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
  });

  it('logs out from its own header and goes to the shop', async () => {
    const { store } = await renderPage(<Area />, {
      path: '/library/demandes',
      route: '/library/*',
      user: demoSessionUser('librairie'),
    });

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
  });
});
