import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { ChangePasswordPage } from './change-password-page';

async function renderChange() {
  const user = userEvent.setup({ delay: null });
  await renderRoutes(<Route path="/profil/mot-de-passe" element={<ChangePasswordPage />} />, {
    path: '/profil/mot-de-passe',
    user: demoSessionUser('eleve'),
  });
  await screen.findByRole('heading', { name: 'Changer de mot de passe' });
  const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
  return { user, field };
}

describe('ChangePasswordPage', () => {
  it('wants a new password longer than 5 characters, confirmed', async () => {
    const { user, field } = await renderChange();
    await user.type(field(/^Nouveau mot de passe/), 'abc');
    await user.type(field(/^Confirmer le nouveau/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByText('Mot de passe requis')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir plus de 5 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe doivent être identiques')).toBeInTheDocument();
  });

  it('says when the current password is wrong, keeping what was typed', async () => {
    const { user, field } = await renderChange();
    await user.type(field(/^Mot de passe actuel/), 'pas-le-bon');
    await user.type(field(/^Nouveau mot de passe/), 'nouveau123');
    await user.type(field(/^Confirmer le nouveau/), 'nouveau123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
    expect(field(/^Nouveau mot de passe/)).toHaveValue('nouveau123');
  });

  it('changes the password and empties the form', async () => {
    const { user, field } = await renderChange();
    await user.type(field(/^Mot de passe actuel/), 'eleve123');
    await user.type(field(/^Nouveau mot de passe/), 'nouveau123');
    await user.type(field(/^Confirmer le nouveau/), 'nouveau123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Announced politely: the confirmation is a status, besides the test router's path probe.
    const confirmation = await screen.findByText('Ton mot de passe a été changé.');
    expect(screen.getAllByRole('status').some((status) => status.contains(confirmation))).toBe(true);
    expect(field(/^Mot de passe actuel/)).toHaveValue('');
  });
});
