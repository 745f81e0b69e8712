import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { BarChart, PieChart } from './charts';

// The drawing itself (recharts) is replaced: these tests are about the wrapper, not about recharts.
vi.mock('./recharts-drawing', () => ({
  default: ({ kind, series }: { kind: string; series: Array<{ key: string; color: string }> }) => (
    <svg data-testid="drawing" data-kind={kind} data-colors={series.map((s) => s.color).join(',')} />
  ),
}));

const data = [
  { month: 'Sept', score: 12, bonus: 2 },
  { month: 'Oct', score: 15.5, bonus: 3 },
];

const base = {
  title: 'Score des défis par mois',
  categoryLabel: 'Mois',
  data,
  xKey: 'month',
};

describe('Charts', () => {
  it('shows a loading placeholder, then the drawing as one named image', async () => {
    renderWithTheme(<BarChart {...base} series={[{ key: 'score', label: 'Score' }]} />);

    expect(screen.getByRole('status')).toHaveTextContent('Chargement du graphique');
    const image = await screen.findByRole('img', { name: 'Score des défis par mois' });

    expect(within(image).getByTestId('drawing')).toHaveAttribute('data-kind', 'bar');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives the numbers in a table, formatted for the locale', () => {
    renderWithTheme(
      <BarChart
        {...base}
        summaryTable="visible"
        series={[
          { key: 'score', label: 'Score' },
          { key: 'bonus', label: 'Bonus' },
        ]}
      />,
    );

    const table = screen.getByRole('table', { name: 'Score des défis par mois' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mois', 'Score', 'Bonus']);
    expect(within(table).getByRole('row', { name: 'Oct 15,5 3' })).toBeInTheDocument();
  });

  it('colours the series from the theme palette unless told otherwise', async () => {
    renderWithTheme(
      <BarChart
        {...base}
        series={[
          { key: 'score', label: 'Score' },
          { key: 'bonus', label: 'Bonus', color: '#123456' },
        ]}
      />,
    );

    expect(await screen.findByTestId('drawing')).toHaveAttribute('data-colors', '#2F4AC4,#123456');
  });

  it('draws a pie of the first series only', async () => {
    renderWithTheme(
      <PieChart
        {...base}
        summaryTable="visible"
        series={[
          { key: 'score', label: 'Score' },
          { key: 'bonus', label: 'Bonus' },
        ]}
      />,
    );

    expect(await screen.findByTestId('drawing')).toHaveAttribute('data-kind', 'pie');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('can leave the table out', () => {
    renderWithTheme(<BarChart {...base} summaryTable="none" series={[{ key: 'score', label: 'Score' }]} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
