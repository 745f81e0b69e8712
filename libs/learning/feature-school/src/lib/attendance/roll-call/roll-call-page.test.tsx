import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { RollCallPage } from './roll-call-page';

const renderRollCall = (date = '2026-11-25') =>
  renderPage(<RollCallPage />, {
    route: '/professeur/appel/:seanceId/:date',
    path: `/professeur/appel/61/${date}`,
    user: demoSessionUser('prof'),
  });

describe('RollCallPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the roll call: Adam absent, a student late by 6 minutes, saved, then shown as saved', async () => {
    const user = userEvent.setup();
    await renderRollCall();

    expect(await screen.findByRole('heading', { level: 1, name: 'Appel' })).toBeInTheDocument();
    const adam = await screen.findByRole('radiogroup', { name: 'Alaoui Adam' });
    await user.click(within(adam).getByRole('radio', { name: 'Absent' }));
    const nour = screen.getByRole('radiogroup', { name: 'Aït Ouahmane Nour' });
    await user.click(within(nour).getByRole('radio', { name: 'En retard' }));
    await user.click(screen.getByRole('button', { name: 'Plus de minutes' }));
    expect(screen.getByRole('spinbutton', { name: 'Minutes de retard de Aït Ouahmane Nour' })).toHaveValue('6');
    expect(screen.getByText('Appel non enregistré : vos choix sont conservés sur cet appareil.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Enregistrer l'appel" }));

    expect(await screen.findByText(/^Appel enregistré à \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(adam).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(within(adam).getByRole('radio', { name: 'Absent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: "Modifier l'appel" }));
    expect(within(adam).getByRole('radio', { name: 'Présent' })).toBeEnabled();
  });

  it('says when the roll call cannot be loaded, with Retry', async () => {
    server.use(
      http.get(hostPath('professor_students_handler'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    await renderRollCall();

    expect(await screen.findByRole('alert')).toHaveTextContent("L'appel n'a pas pu être chargé.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });

  it('says when the seance does not take place on the date', async () => {
    await renderRollCall('2026-11-26');

    expect(await screen.findByRole('heading', { name: 'Séance introuvable' })).toBeInTheDocument();
  });
});
