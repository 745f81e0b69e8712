import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ProfileEditPage } from './profile-edit-page';

describe('ProfileEditPage', () => {
  it('saves the details and goes back to the profile', async () => {
    const { store } = await renderPage(<ProfileEditPage />, { path: '/profile-edit', user: demoSessionUser('client') });
    const user = userEvent.setup({ delay: null });

    const phone = await screen.findByRole('textbox', { name: /^Téléphone/ });
    await user.clear(phone);
    await user.type(phone, '0661234567');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/profile'));
    expect(store.getState().session.user?.profile.phone_number).toBe('+212661234567');
  });

  it('requires the phone (§5)', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile-edit', user: demoSessionUser('client') });
    const user = userEvent.setup({ delay: null });

    await user.clear(await screen.findByRole('textbox', { name: /^Téléphone/ }));
    await user.tab();

    expect(screen.getByText('Téléphone requis')).toBeInTheDocument();
  });
});
