import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderUi } from '@kk/testing';
import { SchoolCard } from './school-card';

describe('SchoolCard', () => {
  it('links the name to the school through the router link component', async () => {
    function RouterLink({ href, children, ...rest }: ComponentProps<'a'>) {
      return (
        <a data-router="yes" href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    await renderUi(<SchoolCard name="Lycée Atlas" href="/school/3" linkAs={RouterLink} />);

    const link = screen.getByRole('link', { name: 'Lycée Atlas' });
    expect(link).toHaveAttribute('href', '/app/school/3');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('lists the cycles under an accessible name and joins address and city', async () => {
    await renderUi(
      <SchoolCard
        name="Lycée Atlas"
        address="12 rue des Orangers"
        city="Casablanca"
        cycles={['Primaire', 'Collège']}
        cyclesLabel="Cycles"
      />,
    );

    const cycles = screen.getByRole('list', { name: 'Cycles' });
    expect(
      within(cycles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primaire', 'Collège']);
    expect(screen.getByText('12 rue des Orangers, Casablanca')).toBeInTheDocument();
  });

  it('shows initials when the logo fails to load', async () => {
    const { container } = await renderUi(<SchoolCard name="Lycée Atlas" logoUrl="/broken.png" />);

    fireEvent.error(container.querySelector('img') as HTMLImageElement);

    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('LA');
  });

  it('uses the heading level it is given', async () => {
    await renderUi(<SchoolCard name="Lycée Atlas" headingLevel={2} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Lycée Atlas' })).toBeInTheDocument();
  });
});
