import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ChallengesPage } from './challenges-page';

const renderChallenges = () =>
  renderPage(<ChallengesPage />, { route: '/defis', path: '/defis', user: demoSessionUser('eleve') });

describe('ChallengesPage', () => {
  it("shows today's daily challenge first, then the groups with their cards", async () => {
    await renderChallenges();

    const daily = await screen.findByRole('region', { name: 'Le défi du jour' });
    expect(within(daily).getByRole('link', { name: /^Défi du jour – / })).toHaveAttribute('href', '/defis/31');
    expect(
      within(screen.getByRole('region', { name: "À relever aujourd'hui" })).getByText('Pas encore joué'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'En cours' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Terminés' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the challenges cannot be loaded, with Retry', async () => {
    server.use(http.get(hostPath('api/challenges/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await renderChallenges();

    expect(await screen.findByRole('alert')).toHaveTextContent("Tes défis n'ont pas pu être chargés.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });

  it('shows the empty state when there is no challenge', async () => {
    server.use(http.get(hostPath('api/challenges/'), () => HttpResponse.json({ challenges: [] })));

    await renderChallenges();

    expect(await screen.findByRole('heading', { name: 'Pas encore de défi pour toi.' })).toBeInTheDocument();
  });
});
