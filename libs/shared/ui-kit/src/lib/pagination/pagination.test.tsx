import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Pagination, type PaginationProps } from './pagination';

function setup(props: Partial<PaginationProps> = {}, lang?: string) {
  const onPageChange = vi.fn();
  renderWithTheme(
    <Pagination page={6} pageCount={12} onPageChange={onPageChange} label="Pages des devis" {...props} />,
    {
      lang,
    },
  );
  return onPageChange;
}

describe('Pagination', () => {
  it('marks the current page and names every page button', () => {
    setup();

    expect(screen.getByRole('navigation', { name: 'Pages des devis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '5',
      '6',
      '7',
      '12',
    ]);
  });

  it('goes to the previous, next and a chosen page', async () => {
    const onPageChange = setup();

    await userEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));

    expect(onPageChange.mock.calls).toEqual([[5], [7], [12]]);
  });

  it('disables previous on the first page and next on the last', () => {
    setup({ page: 1, pageCount: 3 });
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  });

  it('draws nothing for a single page', () => {
    setup({ page: 1, pageCount: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its buttons in the language of the ThemeRoot, unless told otherwise', () => {
    setup({ label: 'صفحات العروض', nextLabel: 'العروض التالية' }, 'ar');

    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العروض التالية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة 6' })).toHaveAttribute('aria-current', 'page');
  });
});
