import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { CoursesPage } from './courses-page';

const renderCourses = (overrides = {}) =>
  renderPage(<CoursesPage />, {
    route: '/cours',
    path: '/cours',
    user: demoSessionUser('eleve', overrides),
    otherRoutes: ['/cours/:subjectId', '/profil'],
  });

describe('CoursesPage', () => {
  it("shows the level's subjects as cards with their progress, each opening its chapters", async () => {
    const { user } = await renderCourses();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes cours' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mes matières' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(
      await within(list).findByRole('progressbar', { name: 'Ma progression en Mathématiques' }),
    ).toBeInTheDocument();
    expect((await within(list).findAllByText('Bientôt disponible')).length).toBeGreaterThan(0);

    await user.click(within(list).getByRole('link', { name: 'Mathématiques' }));
    expect(await screen.findByRole('heading', { name: '/cours/:subjectId' })).toBeInTheDocument();
  });

  it('asks a student without a level to choose one', async () => {
    await renderCourses({ current_level: null });

    expect(await screen.findByRole('heading', { name: "Choisis d'abord ton niveau" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir mon niveau' })).toHaveAttribute('href', '/profil');
  });

  it('says when the subjects cannot be loaded, with Retry', async () => {
    server.use(http.get(shopPath('levels'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await renderCourses();

    expect(await screen.findByRole('alert')).toHaveTextContent("Tes matières n'ont pas pu être chargées.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});
