import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { ViewToggle, type ViewMode } from './view-toggle';

function Harness() {
  const [view, setView] = useState<ViewMode>('list');
  return <ViewToggle value={view} onChange={setView} label="Affichage" listLabel="Liste" gridLabel="Grille" />;
}

describe('ViewToggle', () => {
  it('presses the current view and switches on click', async () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Grille' }));

    expect(screen.getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'false');
  });
});
