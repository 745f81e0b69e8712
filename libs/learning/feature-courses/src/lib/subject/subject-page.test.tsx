import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { demoMathsCourse } from '../../testing/demo-course';
import { SubjectPage } from './subject-page';

const renderSubject = () =>
  renderPage(<SubjectPage />, {
    route: '/cours/:subjectId',
    path: '/cours/1',
    user: demoSessionUser('eleve'),
    otherRoutes: ['/cours/:subjectId/:courseId/lecons/:lessonId'],
  });

describe('SubjectPage', () => {
  it('shows the next lesson, then the chapters in order, a chapter opening to its lessons', async () => {
    const { chapter, course } = demoMathsCourse();
    const { user } = await renderSubject();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mathématiques' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ta prochaine leçon' })).toBeInTheDocument();
    const chapterButtons = screen.getAllByRole('button', { name: /^Chapitre \d :/ });
    expect(chapterButtons.map((b) => b.textContent)).toEqual(
      course.chapters.map((c, i) => expect.stringContaining(`Chapitre ${i + 1} : ${c.title}`)),
    );

    await user.click(chapterButtons[0]);
    const lessons = await screen.findByRole('list', { name: `Leçons du chapitre ${chapter.title}` });
    await user.click(within(lessons).getAllByRole('link')[0]);
    expect(
      await screen.findByRole('heading', { name: '/cours/:subjectId/:courseId/lecons/:lessonId' }),
    ).toBeInTheDocument();
  });

  it('says when the chapters cannot be loaded, with Retry', async () => {
    server.use(http.get(hostPath('api/chapters/:a/:b'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));

    await renderSubject();

    expect(await screen.findByRole('alert')).toHaveTextContent("Les chapitres n'ont pas pu être chargés.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });

  it('says when the subject has no chapter yet', async () => {
    server.use(http.get(hostPath('api/chapters/:a/:b'), () => HttpResponse.json({ chapters: [] })));

    await renderSubject();

    expect(
      await screen.findByRole('heading', { name: 'Pas encore de chapitre dans cette matière.' }),
    ).toBeInTheDocument();
  });
});
