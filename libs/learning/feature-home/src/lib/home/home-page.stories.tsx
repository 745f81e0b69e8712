import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { HomePage } from './home-page';

const calls = {
  tasks: '*/api/tasks/:a/:b/',
  toggle: '*/tasks/:id/toggle_validate',
  challenges: '*/api/challenges/',
  stats: '*/stats_challenge_score/',
  exams: '*/api/koolskools_exams/',
  activities: '*/api/koolskools_activities/',
};

/** The next-step card and the last sections load their code after the page: wait longer for them on a busy machine. */
const slow = { timeout: 5000 };

const meta = {
  title: 'Learning/Home/Dashboard',
  component: HomePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/', initialEntries: ['/'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo student's dashboard over the seeded data (days relative to today): the next step is the
 * open exam ending first; an overdue homework is marked, the exam that ended yesterday is over.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bonjour Adam !' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon emploi du temps' })).toHaveAttribute('href', '/emploi-du-temps');
    const next = await canvas.findByRole('region', { name: 'Ta prochaine étape' }, slow);
    await expect(
      await within(next).findByRole('link', { name: /Examen en cours Le corps humain/ }, slow),
    ).toHaveAttribute('href', expect.stringMatching(/^\/examens\/\d+$/));
    await expect(
      await within(canvas.getByRole('region', { name: 'Mes devoirs' })).findByText('En retard'),
    ).toBeVisible();
    const exams = canvas.getByRole('region', { name: 'Examens' });
    await expect(
      (await within(exams).findAllByRole('listitem')).find((item) =>
        item.textContent?.includes('Révision : les nombres'),
      ),
    ).toHaveTextContent('Terminé');
    const challenges = await canvas.findByRole('region', { name: 'Mes défis' }, slow);
    await expect(await within(challenges).findAllByRole('listitem')).toHaveLength(5);
    await expect(
      await within(canvas.getByRole('region', { name: 'Mes devoirs' })).findAllByRole('checkbox'),
    ).toHaveLength(6);
  },
};

/** The dashboard, in Arabic (right to left, numbers isolated). */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(await canvas.findByRole('region', { name: 'تحدياتي' }, slow)).findAllByRole('listitem'),
    ).toHaveLength(5);
  },
};

/** No exam open: the next step is the homework due first, overdue, which opens its subject's course. */
export const NextStepHomework: Story = {
  parameters: { msw: { handlers: [http.get(calls.exams, () => HttpResponse.json({ exams: [] }))] } },
  play: async ({ canvasElement }) => {
    const next = await within(canvasElement).findByRole('region', { name: 'Ta prochaine étape' }, slow);
    await expect(await within(next).findByRole('link', { name: /^Devoir de .+ En retard/ }, slow)).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/cours\/\d+$/),
    );
  },
};

/** No exam open, no homework due soon: today's daily challenge, not played yet. */
export const NextStepDailyChallenge: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(calls.exams, () => HttpResponse.json({ exams: [] })),
        http.get(calls.tasks, () => HttpResponse.json({ tasks: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const next = await within(canvasElement).findByRole('region', { name: 'Ta prochaine étape' }, slow);
    await expect(await within(next).findByRole('link', { name: /^Défi du jour .+ Jouer$/ }, slow)).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/defis\/\d+$/),
    );
  },
};

/** Every section loading at once: placeholders in the shape of the content. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: Object.values(calls).map((call) => http.get(call, holdResponse)),
    },
  },
};

/** Nothing yet: each section says so and what will appear. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(calls.tasks, () => HttpResponse.json({ tasks: [] })),
        http.get(calls.challenges, () => HttpResponse.json({ challenges: [] })),
        http.get(calls.exams, () => HttpResponse.json({ exams: [] })),
        http.get(calls.activities, () => HttpResponse.json({ activities: [] })),
        http.get(calls.stats, () =>
          HttpResponse.json({
            total_score: 0,
            challenges_played: 0,
            challenges_won: 0,
            class_rank: 1,
            by_kind: [],
            history: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Aucun devoir pour le moment.' })).toBeVisible();
    await expect(
      await within(await canvas.findByRole('region', { name: 'Ta prochaine étape' }, slow)).findByRole('link', {
        name: /Tout est fait pour aujourd’hui, bravo !/,
      }),
    ).toHaveAttribute('href', '/cours');
    await expect(
      await canvas.findByRole('heading', { name: 'Aucun défi pour ton niveau en ce moment.' }),
    ).toBeVisible();
  },
};

/** Nothing yet, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** Every call failing for the same cause: the page says it once, with one Retry for every section. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: Object.values(calls).map((call) =>
        http.get(call, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "Ton tableau de bord n'a pas pu être chargé. Le serveur a rencontré une erreur.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(1);
  },
};

/** Every call failing, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** Some calls failing: each of those sections says what failed and offers its own retry, the others show. */
export const PartialError: Story = {
  parameters: {
    msw: {
      handlers: [calls.challenges, calls.exams].map((call) =>
        http.get(call, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Tes défis n'ont pas pu être chargés. Le serveur a rencontré une erreur."),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2));
    await expect(
      await within(canvas.getByRole('region', { name: 'Mes devoirs' })).findAllByRole('checkbox'),
    ).toHaveLength(6);
  },
};

/** A user without a level: the level choice comes first. */
export const NoLevel: Story = {
  parameters: { session: { user: demoSessionUser('parent') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Mon niveau' })).toBeVisible();
  },
};

/** A homework toggle the backend refuses: the box goes back and the page says so. */
export const ToggleFailed: Story = {
  parameters: {
    msw: { handlers: [http.post(calls.toggle, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tasks = await canvas.findByRole('region', { name: 'Mes devoirs' });
    const [second] = (await within(tasks).findAllByRole('checkbox')).slice(1);
    await userEvent.click(second);
    await expect(await within(tasks).findByRole('alert')).toHaveTextContent("n'a pas pu être mis à jour");
    await expect(second).not.toBeChecked();
  },
};
