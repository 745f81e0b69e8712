import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { ViewToggle, type ViewMode } from './view-toggle';

function Harness() {
  const [view, setView] = useState<ViewMode>('list');
  return <ViewToggle value={view} onChange={setView} label="Affichage" />;
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

  it('names its buttons in the language of the ThemeRoot, unless told otherwise', () => {
    renderWithTheme(<ViewToggle value="grid" onChange={() => undefined} label="العرض" gridLabel="بطاقات" />, {
      dir: 'rtl',
      lang: 'ar',
    });

    expect(screen.getByRole('button', { name: 'قائمة' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'بطاقات' })).toHaveAttribute('aria-pressed', 'true');
  });
});
