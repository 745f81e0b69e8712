import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { ChallengeRoundPage } from './challenge-round-page';

/** Answers and checks each question of the exercise shown, up to the button that ends it. */
async function playExercise(events: ReturnType<typeof userEvent.setup>): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const check = await screen.findByRole('button', { name: 'Vérifier ma réponse' });
    const choice = screen.queryAllByRole('radio')[0] ?? screen.queryAllByRole('checkbox')[0];
    const text = screen.queryByRole('textbox', { name: 'Ta réponse' });
    if (choice) await events.click(choice);
    if (text) await events.type(text, '5');
    await events.click(check);
    const next = await screen.findByRole('button', { name: /^(Question suivante|Exercice suivant|Terminer le défi)$/ });
    if (next.textContent !== 'Question suivante') {
      await events.click(next);
      return;
    }
    await events.click(next);
  }
}

describe('ChallengeRoundPage', () => {
  beforeEach(() => localStorage.clear());

  it('opens the next exercise with the focus on its title, and says so when the challenge ended meanwhile', async () => {
    const events = userEvent.setup({ delay: null });
    await renderRoutes(<Route path="/defis/:challengeId/jouer" element={<ChallengeRoundPage />} />, {
      user: demoSessionUser('eleve'),
      path: '/defis/31/jouer',
    });
    expect(await screen.findByText('Exercice 1 sur 2')).toBeInTheDocument();

    await playExercise(events);

    expect(await screen.findByText('Exercice 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /exercice/i })).toHaveFocus();

    server.use(
      http.post(hostPath('api/challenges/:id/score/'), () =>
        HttpResponse.json({ error: 'challenge_closed' }, { status: 403 }),
      ),
    );
    await playExercise(events);

    expect(
      await screen.findByText("Ce défi vient de se terminer : tes points n'ont pas pu être comptés."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au défi' })).toHaveAttribute('href', '/defis/31');
    // Two exercises of clicks: more than the default 5 s on a busy machine.
  }, 30_000);
});
