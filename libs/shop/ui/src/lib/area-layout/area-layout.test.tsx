import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderUi } from '@kk/testing';
import { AreaLayout } from './area-layout';

describe('AreaLayout', () => {
  it('frames the matched page with the area name and the signed-in account', async () => {
    await renderUi(
      <Routes>
        <Route
          path="/admin/*"
          element={<AreaLayout areaName="Administration" userName="Karim Tazi" onLoggedOut={vi.fn()} />}
        >
          <Route path="*" element={<h1>Tableau de bord</h1>} />
        </Route>
      </Routes>,
      { path: '/admin/dashboard' },
    );

    expect(screen.getByRole('main')).toHaveTextContent('Tableau de bord');
    expect(screen.getByRole('banner')).toHaveTextContent('Administration');
    expect(screen.getByRole('banner')).toHaveTextContent('Karim Tazi');
  });

  it('leaves the area for the home page before ending the session', async () => {
    const paths: string[] = [];
    const onLoggedOut = vi.fn(() => paths.push(screen.getByRole('status', { name: 'current path' }).textContent ?? ''));
    await renderUi(
      <Routes>
        <Route path="/admin/*" element={<AreaLayout areaName="Administration" onLoggedOut={onLoggedOut} />} />
      </Routes>,
      { path: '/admin/dashboard' },
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/']);
  });
});
