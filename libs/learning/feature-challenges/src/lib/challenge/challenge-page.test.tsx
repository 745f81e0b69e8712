import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ChallengePage } from './challenge-page';

const renderChallenge = (id: number) =>
  renderPage(<ChallengePage />, {
    route: '/defis/:challengeId',
    path: `/defis/${id}`,
    user: demoSessionUser('eleve'),
  });

const participant = (id: number, score: number, name = '') => ({
  id,
  name,
  image: '',
  score,
  name_visible: name !== '',
});

describe('ChallengePage', () => {
  it('lists the child between neighbours, never the last place, and names only those who show it', async () => {
    server.use(
      http.get(hostPath('api/challenges/'), () =>
        HttpResponse.json({
          challenges: [
            {
              id: 7,
              kind: 'class',
              title: 'Défi de la classe – Français',
              subject: 'Français',
              level_id: 7,
              start_date: '2026-11-01T08:00:00Z',
              end_date: '2026-11-02T20:00:00Z',
              status: 'completed',
              exercises_count: 0,
              score: 50,
              max_score: 80,
              played: true,
              blocked: false,
              participants: [
                participant(1, 80, 'Sara Idrissi'),
                participant(2, 70),
                participant(3, 60),
                participant(5, 50, 'Adam Alaoui'),
                participant(4, 40),
                participant(6, 30),
                participant(8, 10),
              ],
            },
          ],
        }),
      ),
    );

    await renderChallenge(7);

    const board = await screen.findByRole('list', { name: 'Le classement' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '2eUCUn·e camarade70 points',
      '3eUCUn·e camarade60 points',
      '4eAAAdam AlaouiToi50 points',
      '5eUCUn·e camarade40 points',
      '6eUCUn·e camarade30 points',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Sara Idrissi')).toBeNull();
    expect(screen.getByText('Ce défi est terminé.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Jouer' })).toBeNull();
  });

  it("turns on showing the child's name on today's daily challenge", async () => {
    const { user } = await renderChallenge(31);
    const toggle = await screen.findByRole('switch', { name: 'Montrer mon prénom et mon nom aux autres' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(await screen.findByRole('link', { name: 'Jouer' })).toHaveAttribute('href', '/defis/31/jouer');

    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    const board = screen.getByRole('list', { name: 'Le classement' });
    expect(await within(board).findByText('Adam Alaoui')).toBeVisible();
  });

  it('says when the challenge is not one of the child’s, or cannot be loaded', async () => {
    const { unmount } = await renderChallenge(9999);
    expect(await screen.findByRole('heading', { name: 'Ce défi est introuvable.' })).toBeInTheDocument();
    unmount();

    server.use(http.get(hostPath('api/challenges/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await renderChallenge(31);
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce défi n'a pas pu être chargé.");
  });
});
