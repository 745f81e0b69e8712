import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ChartCard } from './chart-card';

// The drawing itself (recharts) is replaced: these tests are about the card, not about recharts.
vi.mock('../charts/recharts-drawing', () => ({
  default: ({ kind }: { kind: string }) => <svg data-testid="drawing" data-kind={kind} />,
}));

const chart = {
  title: 'Absences par mois',
  categoryLabel: 'Mois',
  data: [
    { month: 'Sept', absences: 12 },
    { month: 'Oct', absences: 18 },
  ],
  xKey: 'month',
  series: [{ key: 'absences', label: 'Absences' }],
};

describe('ChartCard', () => {
  it('is a region named by its heading, the chart title, with the note and what goes under the chart', async () => {
    // Arrange / Act
    renderWithTheme(
      <ChartCard {...chart} note="Demi-journées">
        <a href="#list">Toutes les absences</a>
      </ChartCard>,
    );

    // Assert
    const card = screen.getByRole('region', { name: 'Absences par mois' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Absences par mois' })).toBeInTheDocument();
    expect(within(card).getByText('Demi-journées')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Toutes les absences' })).toBeInTheDocument();
    const image = await within(card).findByRole('img', { name: 'Absences par mois' });
    expect(within(image).getByTestId('drawing')).toHaveAttribute('data-kind', 'bar');
    expect(within(card).getByRole('table', { name: 'Absences par mois' })).toBeInTheDocument();
  });

  it('draws the kind asked', async () => {
    // Arrange / Act
    renderWithTheme(<ChartCard {...chart} kind="line" />);

    // Assert
    const image = await screen.findByRole('img', { name: 'Absences par mois' });
    expect(within(image).getByTestId('drawing')).toHaveAttribute('data-kind', 'line');
  });
});
