import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { apiErrorCause } from '@kk/api-clients';
import { LEVELS, SUBJECTS, server } from '@kk/api-mocks/node';
import { STORAGE_KEYS } from '@kk/domain';
import { selectSessionUser, writeStored } from '@kk/session';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { HomePage } from './home-page';

async function renderHome(user = demoSessionUser('eleve')) {
  writeStored(STORAGE_KEYS.levels, LEVELS);
  const events = userEvent.setup({ delay: null });
  // Failures described by their cause in brackets (the app's providers say it in words).
  const page = (
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <HomePage />
    </ErrorDescriptionProvider>
  );
  const view = await renderRoutes(<Route path="/" element={page} />, { user });
  return { events, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
/** A section of the lazily loaded part of the page (challenges, activity): found once its code came. */
// A lazily loaded section: its first import is transformed on demand, which can take seconds on a
// busy machine (the CI runs two projects at once).
const lazySection = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('HomePage', () => {
  it("shows the demo student's seeded homework, scores, challenges, exams and activity", async () => {
    await renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Adam !' })).toBeInTheDocument();
    const tasks = await within(section('Mes devoirs')).findAllByRole('checkbox');
    expect(tasks).toHaveLength(6);
    expect(within(section('Mes devoirs')).getByText(/\d sur 6 faits/)).toBeInTheDocument();
    expect(await within(await lazySection('Mes scores')).findByText('Points gagnés')).toBeInTheDocument();
    expect(await within(await lazySection('Mes défis')).findAllByRole('listitem')).toHaveLength(5);
    expect(within(await lazySection('Mes défis')).getByText('Super-héros du savoir')).toBeInTheDocument();
    expect(await within(section('Examens')).findAllByRole('listitem')).toHaveLength(8);
    // An open exam opens its player; one that has ended or not started does not.
    expect(within(section('Examens')).getByRole('link', { name: 'Les fractions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/examens\/\d+$/),
    );
    expect(within(section('Examens')).queryByRole('link', { name: 'Bilan de français' })).toBeNull();
    expect(await within(await lazySection('Activité récente')).findAllByRole('listitem')).toHaveLength(6);
  });

  it('opens the next step first: the open exam ending first, its player on a tap', async () => {
    writeStored(STORAGE_KEYS.levels, LEVELS);
    const events = userEvent.setup({ delay: null });
    await renderRoutes(
      <>
        <Route path="/" element={<HomePage />} />
        <Route path="/examens/:examId" element={<p>Lecteur d'examen</p>} />
      </>,
      { user: demoSessionUser('eleve') },
    );

    const card = await within(await screen.findByRole('region', { name: 'Ta prochaine étape' })).findByRole('link');
    expect(card).toHaveAccessibleName(/^Examen en cours Le corps humain Jusqu’au .+ Commencer$/);
    await events.click(card);
    expect(await screen.findByText("Lecteur d'examen")).toBeInTheDocument();
  });

  it('says where each item stands today, and each opens its screen', async () => {
    await renderHome();

    const tasks = section('Mes devoirs');
    await within(tasks).findAllByRole('checkbox');
    expect(within(tasks).getByText('En retard')).toBeInTheDocument();
    expect(within(tasks).getByText('Pour demain')).toBeInTheDocument();
    const exams = section('Examens');
    const ended = (await within(exams).findAllByRole('listitem')).find((item) =>
      item.textContent?.includes('Révision : les nombres'),
    );
    expect(ended).toHaveTextContent('Terminé');
    expect(within(exams).queryByRole('link', { name: 'Révision : les nombres' })).toBeNull();
    const challenges = await within(await lazySection('Mes défis')).findAllByRole('link');
    expect(challenges).toHaveLength(5);
    for (const link of challenges) expect(link).toHaveAttribute('href', expect.stringMatching(/^\/defis\/\d+$/));
    const activity = await within(await lazySection('Activité récente')).findAllByRole('link');
    expect(activity).toHaveLength(6);
    for (const link of activity) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/(exercices|examens|defis|cours)\/\d+$/));
    }
  });

  it('isolates each value of a detail line (date · subject · teacher), for Arabic pages', async () => {
    await renderHome();
    const [first] = await within(section('Mes devoirs')).findAllByRole('checkbox');
    const hint = document.getElementById(first.getAttribute('aria-describedby') ?? '');

    expect([...(hint?.querySelectorAll('bdi') ?? [])].map((bdi) => bdi.textContent)).toEqual([
      expect.stringMatching(/^Pour le /),
      expect.any(String),
      expect.any(String),
    ]);
    expect(hint?.textContent).toMatch(/^Pour le .+ · .+ · .+$/);
  });

  it('names subjects in Arabic on an Arabic page, from the stored reference lists (name_ar)', async () => {
    writeStored(STORAGE_KEYS.subjects, SUBJECTS);
    writeStored(STORAGE_KEYS.levels, LEVELS);
    await renderRoutes(<Route path="/" element={<HomePage />} />, { user: demoSessionUser('eleve'), language: 'ar' });

    const tasks = await screen.findByRole('region', { name: 'واجباتي' });
    await within(tasks).findAllByRole('checkbox');
    expect(tasks).toHaveTextContent('الرياضيات');
    expect(tasks).not.toHaveTextContent('Mathématiques');
    const challenges = await screen.findByRole('region', { name: 'تحدياتي' });
    await within(challenges).findAllByRole('listitem');
    // The subject line (a challenge's title is the backend's own text, written by a teacher).
    expect(within(challenges).getAllByText('الرياضيات').length).toBeGreaterThan(0);
    expect(within(challenges).queryByText('Mathématiques')).not.toBeInTheDocument();
  });

  it('marks homework done at once, and puts it back with a message when the backend refuses', async () => {
    const { events } = await renderHome();
    const [first] = await within(section('Mes devoirs')).findAllByRole('checkbox');
    const wasChecked = (first as HTMLInputElement).checked;

    await events.click(first);
    expect(first).toHaveProperty('checked', !wasChecked);
    await waitFor(() => expect(first).toHaveProperty('checked', !wasChecked));

    server.use(
      http.post('*/tasks/:id/toggle_validate', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })),
    );
    await events.click(first);

    expect(await screen.findByRole('alert')).toHaveTextContent("n'a pas pu être mis à jour. Réessaie.");
    expect(first).toHaveProperty('checked', !wasChecked);
  });

  it('refuses a homework ticked offline with the reason, puts it back and sends nothing', async () => {
    const { events } = await renderHome();
    const [first] = await within(section('Mes devoirs')).findAllByRole('checkbox');
    const wasChecked = (first as HTMLInputElement).checked;
    const sent: string[] = [];
    server.use(
      http.post('*/tasks/:id/toggle_validate', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ success: true });
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await events.click(first);

    expect(await within(section('Mes devoirs')).findByRole('alert')).toHaveTextContent(
      /^« .+ » n'a pas pu être mis à jour\. Réessaie\. \[offline-write\]$/,
    );
    expect(first).toHaveProperty('checked', wasChecked);
    expect(sent).toEqual([]);
  });

  it('shows an error with a retry when a section fails, the rest of the page staying', async () => {
    server.use(http.get('*/api/challenges/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { events } = await renderHome();

    const challenges = await lazySection('Mes défis');
    expect(await within(challenges).findByRole('alert')).toHaveTextContent("Tes défis n'ont pas pu être chargés.");
    expect(await within(section('Mes devoirs')).findAllByRole('checkbox')).toHaveLength(6);

    server.resetHandlers();
    await events.click(within(challenges).getByRole('button', { name: 'Réessayer' }));
    expect(await within(challenges).findAllByRole('listitem')).toHaveLength(5);
  });

  it('says once for the page when every section fails for the same cause, and one Retry loads them all', async () => {
    const calls = [
      '*/stats_challenge_score/',
      '*/api/tasks/:a/:b/',
      '*/api/koolskools_exams/',
      '*/api/challenges/',
      '*/api/koolskools_activities/',
    ];
    server.use(...calls.map((call) => http.get(call, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 }))));
    const { events } = await renderHome();

    const alert = await screen.findByRole('alert');
    // The cause follows in the app (app-shell's ErrorDescriptionProvider, the stories show it).
    expect(alert).toHaveTextContent("Ton tableau de bord n'a pas pu être chargé.");
    expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Mes devoirs' })).not.toBeInTheDocument();

    server.resetHandlers();
    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Mes devoirs' })).findAllByRole('checkbox'),
    ).toHaveLength(6);
    expect(await within(await lazySection('Mes défis')).findAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a user without a level to choose one, then shows that level', async () => {
    const { events, store } = await renderHome(demoSessionUser('parent'));
    // Queried afresh each time: the card may be drawn again while its lazy parts arrive.
    const levelCard = () => screen.getByRole('region', { name: 'Mon niveau' });
    await screen.findByRole('region', { name: 'Mon niveau' });
    expect(within(await lazySection('Mes défis')).getByText(/Choisis ton niveau/)).toBeInTheDocument();

    await events.click(within(levelCard()).getByRole('button', { name: 'Enregistrer le niveau' }));
    expect(await within(levelCard()).findByText('Niveau requis')).toBeInTheDocument();

    await events.selectOptions(
      within(levelCard()).getByRole('combobox', { name: /Niveau scolaire/ }),
      '2ème année collège',
    );
    await events.click(within(levelCard()).getByRole('button', { name: 'Enregistrer le niveau' }));

    await waitFor(() => expect(selectSessionUser(store.getState())?.current_level).toBe(8));
    expect(await within(await lazySection('Mes défis')).findAllByRole('listitem')).toHaveLength(5);
  });

  it("writes an exam's size, day and grade as a reader expects: one question, one day, a decimal comma", async () => {
    const exam = {
      id: 91,
      title: 'Dictée du lundi',
      subject_id: 2,
      level_id: 7,
      start_date: '2026-11-12T08:00:00',
      end_date: '2026-11-12T09:00:00',
      duration_minutes: 45,
      questions_count: 1,
      feedback_mode: 'end',
      paging_mode: 'one_per_page',
      status: 'corrected',
      grade: '16.50',
    };
    server.use(http.get('*/api/koolskools_exams/', () => HttpResponse.json({ exams: [exam] })));
    await renderHome();

    const [card] = await within(section('Examens')).findAllByRole('listitem');
    expect(card).toHaveTextContent('1 question · 45 min');
    expect(card).toHaveTextContent('Le 12 nov. 2026');
    expect(card).not.toHaveTextContent(/Du .* au/);
    expect(card).toHaveTextContent('Note : 16,5 / 20');
  });
});
