import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getDb, hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { RollCallPage } from './roll-call-page';

/** The demo professor's Wednesday seance of 1AC-A (Adam's class), on a date the seed has no marks for. */
const SEANCE = 61;
const DATE = '2026-11-25';

/** No unsaved marks left by another story. */
const clearDraft = async () => {
  sessionStorage.clear();
  return {};
};

/** A roll call saved at 08:40 (local time): Adam absent, Nour 10 minutes late, everyone else present. */
const savedRollCall = async () => {
  sessionStorage.clear();
  const state = getDb().school;
  const seance = state.series.find((s) => s.id === SEANCE);
  const students = state.students.filter((st) => st.class_id === seance?.class_id);
  const recorded = new Date(`${DATE}T08:40:00`).toISOString();
  for (const [i, st] of students.entries()) {
    const status = st.first_name === 'Adam' ? 'absent' : st.first_name === 'Nour' ? 'late' : 'present';
    state.absences.push({
      id: 90_000 + i,
      school_id: st.school_id,
      student_id: st.id,
      class_id: st.class_id ?? 0,
      seance_id: SEANCE,
      subject_name: 'Arabe',
      date: DATE,
      start_time: seance?.start_time ?? '08:30',
      status,
      minutes_late: status === 'late' ? 10 : null,
      justified: false,
      recorded_at: recorded,
    });
  }
  return {};
};

const meta = {
  title: 'Learning/School/Attendance/RollCall',
  component: RollCallPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/professeur/appel/:seanceId/:date', initialEntries: [`/professeur/appel/${SEANCE}/${DATE}`] },
    session: { user: demoSessionUser('prof') },
  },
  loaders: [clearDraft],
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RollCallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A roll call not taken yet: everyone present; Adam marked absent with one tap, the counts follow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Appel' })).toBeVisible();
    const adam = await canvas.findByRole('radiogroup', { name: 'Alaoui Adam' });
    await expect(within(adam).getByRole('radio', { name: 'Présent' })).toBeChecked();
    await userEvent.click(within(adam).getByRole('radio', { name: 'Absent' }));
    await expect(within(canvas.getByLabelText("Bilan de l'appel")).getByText('Absents').nextSibling).toHaveTextContent(
      '1',
    );
    await expect(canvas.getByRole('button', { name: "Enregistrer l'appel" })).toBeEnabled();
  },
};

/** A saved roll call re-opened: its time, the marks read-only, and "Modifier l'appel". */
export const Saved: Story = {
  loaders: [savedRollCall],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Appel enregistré à 08:40')).toBeVisible();
    const nour = canvas.getByRole('radiogroup', { name: 'Aït Ouahmane Nour' });
    await expect(within(nour).getByRole('radio', { name: 'En retard' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: "Modifier l'appel" })).toBeEnabled();
  },
};

/** The class on its way. */
export const Loading: Story = loadingStory(hostPath('professor_students_handler'));

/** The class failed: the message and Retry. */
export const Error: Story = failedStory(hostPath('professor_students_handler'), "L'appel n'a pas pu être chargé.");
