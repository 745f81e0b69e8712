import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ProgressPage } from './progress-page';

const renderProgress = () =>
  renderPage(<ProgressPage />, { route: '/progres', path: '/progres', user: demoSessionUser('eleve') });

const stats = {
  total_score: 40,
  challenges_played: 2,
  challenges_won: 1,
  class_rank: 1,
  by_kind: [],
  history: [],
};

describe('ProgressPage', () => {
  it('shows the points, the series of days and the history summed up in a sentence', async () => {
    await renderProgress();

    expect(await screen.findByText("4 jours d'affilée")).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Mes points$/ })).toBeVisible();
    expect(screen.getByText(/^Ces 7 derniers jours, tu as gagné \d+ points?\.$/)).toBeVisible();
  });

  it('invites to start a series rather than showing 0, and reads statistics without the added fields', async () => {
    server.use(http.get(hostPath('stats_challenge_score/'), () => HttpResponse.json({ ...stats, streak_days: 0 })));

    await renderProgress();

    expect(await screen.findByText("Commence une nouvelle série aujourd'hui !")).toBeVisible();
    expect(screen.getByText('Joue des défis pour voir tes points par matière.')).toBeVisible();
    expect(screen.getByText('Ton historique apparaîtra ici dès ton premier défi.')).toBeVisible();
  });

  it('says when the statistics cannot be loaded, with Retry', async () => {
    server.use(
      http.get(hostPath('stats_challenge_score/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    await renderProgress();

    expect(await screen.findByRole('alert')).toHaveTextContent("Tes progrès n'ont pas pu être chargés.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});
