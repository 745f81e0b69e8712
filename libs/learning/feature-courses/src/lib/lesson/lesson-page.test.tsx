import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { demoMathsCourse } from '../../testing/demo-course';
import { LessonPage } from './lesson-page';

const renderLesson = (query = '') => {
  const { course, lesson } = demoMathsCourse();
  return renderPage(<LessonPage />, {
    route: '/cours/:subjectId/:courseId/lecons/:lessonId',
    path: `/cours/1/${course.id}/lecons/${lesson.id}${query}`,
    user: demoSessionUser('eleve'),
    otherRoutes: ['/exercices/:exerciseId'],
  });
};

describe('LessonPage', () => {
  it('shows the lesson and its first block in a sandboxed frame, then moves to the next block', async () => {
    const { lesson } = demoMathsCourse();
    const { user } = await renderLesson();

    expect(await screen.findByRole('heading', { level: 1, name: lesson.title })).toBeInTheDocument();
    expect(screen.getByText('Partie 1 sur 2')).toBeInTheDocument();
    const frame = await screen.findByTitle('Contenu de la leçon : Pour commencer');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('Le périmètre');
    expect(screen.queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Suivant' }));

    expect(await screen.findByTitle('Contenu de la leçon : Le savais-tu ?')).toBeInTheDocument();
    expect(screen.getByText('Partie 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leçon suivante' })).toBeInTheDocument();
  });

  it("lists the chapter's exercises with their steps, each opening the player", async () => {
    const { user } = await renderLesson();

    const list = await screen.findByRole('list', { name: 'Entraîne-toi' });
    const links = await within(list).findAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect((await within(list).findAllByRole('list', { name: /^Niveaux de / })).length).toBe(links.length);

    await user.click(links[0]);
    expect(await screen.findByRole('heading', { name: '/exercices/:exerciseId' })).toBeInTheDocument();
  });

  it('says when a block cannot be shown, with its own Retry', async () => {
    server.use(http.get(hostPath('courses/:course/xblock/:block/view/student_view'), () => HttpResponse.error()));

    await renderLesson();

    expect(await screen.findByText("Cette partie n'a pas pu s'afficher.", { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Réessayer' }).length).toBeGreaterThanOrEqual(1);
  });

  it('says when the lesson cannot be loaded, and when it does not exist', async () => {
    server.use(http.get(hostPath('api/courses/:id'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await renderLesson();
    expect(await screen.findByRole('alert')).toHaveTextContent("La leçon n'a pas pu être chargée.");
  });

  it('says when the course has no such lesson', async () => {
    const { course } = demoMathsCourse();
    await renderPage(<LessonPage />, {
      route: '/cours/:subjectId/:courseId/lecons/:lessonId',
      path: `/cours/1/${course.id}/lecons/999999`,
      user: demoSessionUser('eleve'),
    });

    expect(await screen.findByRole('heading', { name: 'Cette leçon est introuvable.' })).toBeInTheDocument();
  });
});
