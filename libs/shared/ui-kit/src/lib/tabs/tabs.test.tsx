import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'received', label: 'Reçus', content: 'Demandes avec réponse' },
  { id: 'requests', label: 'Demandes', content: 'Demandes sans réponse' },
  { id: 'archived', label: 'Archivées', content: 'Anciennes demandes' },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', () => {
    renderWithTheme(<Tabs label="Mes devis" tabs={tabs} />);

    expect(screen.getByRole('tablist', { name: 'Mes devis' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reçus' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reçus' })).toHaveTextContent('Demandes avec réponse');
    expect(screen.queryByText('Demandes sans réponse')).not.toBeVisible();
  });

  it('moves with the arrow keys, wrapping around, and selects as it moves', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs label="Mes devis" tabs={tabs} onChange={onChange} />);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Demandes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('requests');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Archivées' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Reçus' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Archivées' })).toHaveFocus();
  });

  it('swaps the arrows in right-to-left text', async () => {
    renderWithTheme(<Tabs label="Mes devis" tabs={tabs} />, { dir: 'rtl' });

    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');

    expect(screen.getByRole('tab', { name: 'Demandes' })).toHaveFocus();
  });

  it('with manual activation, selects only on Enter', async () => {
    renderWithTheme(<Tabs label="Mes devis" tabs={tabs} activation="manual" />);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reçus' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    renderWithTheme(<Tabs label="Mes devis" tabs={[tabs[0], { ...tabs[1], disabled: true }, tabs[2]]} />);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Archivées' })).toHaveFocus();
  });
});
