import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { getDb } from '@kk/api-mocks/node';
import { renderRoutes } from '@kk/testing';
import { ForgotPasswordPage } from './forgot-password-page';

async function renderForgot() {
  const user = userEvent.setup({ delay: null });
  await renderRoutes(<Route path="/mot-de-passe-oublie" element={<ForgotPasswordPage />} />, {
    path: '/mot-de-passe-oublie',
  });
  const email = await screen.findByLabelText(/^E-mail/, { selector: 'input' });
  return { user, email };
}

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before sending', async () => {
    const { user, email } = await renderForgot();
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText('E-mail requis')).toBeInTheDocument();

    await user.type(email, 'adam@');
    expect(screen.getByText("Format de l'e-mail incorrect")).toBeInTheDocument();
  });

  it('confirms where the reset link went', async () => {
    const known = getDb().users.find((u) => u.username === 'eleve')?.email ?? '';
    const { user, email } = await renderForgot();

    await user.type(email, known);
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    const confirmation = await screen.findByText(
      (text) => text.startsWith("C'est envoyé !") && text.includes(`(${known})`),
    );
    // Announced politely: the confirmation is a status, besides the test router's path probe.
    expect(screen.getAllByRole('status').some((status) => status.contains(confirmation))).toBe(true);
  });

  it("says 'Aucun résultat trouvé' for an e-mail no account uses", async () => {
    const { user, email } = await renderForgot();

    await user.type(email, 'personne@exemple.ma');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun résultat trouvé');
    expect(email).toHaveValue('personne@exemple.ma');
  });
});
