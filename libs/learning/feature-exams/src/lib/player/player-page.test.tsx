import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { getDb } from '@kk/api-mocks/node';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { ExamPage } from './player-page';

const examId = (title: string) => getDb().learning.exams.find((e) => e.title === title && e.level_id === 7)?.id ?? 0;

describe('ExamPage', () => {
  beforeEach(() => localStorage.clear());

  it('moves an ordering item with the keyboard, several places in a row, the focus staying on its button', async () => {
    const events = userEvent.setup({ delay: null });
    await renderRoutes(<Route path="/examens/:examId" element={<ExamPage />} />, {
      user: demoSessionUser('eleve'),
      path: `/examens/${examId('Le monde du vivant')}`,
    });
    for (let i = 0; i < 3; i++) await events.click(await screen.findByRole('button', { name: 'Question suivante' }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1La jeune grenouille', '2La grenouille adulte', '3Le têtard', '4L’œuf']);

    screen.getByRole('button', { name: 'Monter « L’œuf »' }).focus();
    await events.keyboard('{Enter}');
    await events.keyboard('{Enter}');
    await events.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Monter « L’œuf »' })).toHaveFocus();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('L’œuf');
    expect(screen.getByText('« L’œuf » est maintenant en position 1.')).toBeInTheDocument();
  });
});
