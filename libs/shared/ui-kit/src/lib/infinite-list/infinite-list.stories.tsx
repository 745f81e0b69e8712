import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import styled, { css } from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { schoolLogo } from '../../testing/sample-images';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { Card, CardLink } from '../card/card';
import { CardMeta, CardThumb, CardTitle } from '../card/card-parts';
import { LocationIcon } from '../icons/icons';
import { Spinner } from '../spinner/spinner';
import type { ViewMode } from '../view-toggle/view-toggle';
import { InfiniteList } from './infinite-list';

interface School {
  id: number;
  name: string;
  city: string;
}

const cities = ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir'];
const makeSchools = (count: number, from = 0): School[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    name: `École ${from + i + 1}`,
    city: cities[(from + i) % cities.length],
  }));

// A school card drawn from kit parts, as the shop's SchoolCard (`@kk/shop-ui`) draws it: the kit
// cannot import a shop lib, and the list's pictures and scroll checks rely on cards of that size.
const SchoolLayout = styled.div<{ $grid: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;

  ${({ $grid }) =>
    $grid &&
    css`
      flex-direction: column;
      align-items: center;
      text-align: center;
    `}
`;

const SchoolText = styled.div<{ $grid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  flex: 1;
  align-items: ${({ $grid }) => ($grid ? 'center' : 'flex-start')};
`;

const Cycles = styled.ul<{ $grid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $grid }) => ($grid ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space[1]};
  padding: 0;
  list-style: none;
`;

function SchoolItem({ school, layout }: { school: School; layout: ViewMode }) {
  const grid = layout === 'grid';
  return (
    <Card as="article" interactive>
      <SchoolLayout $grid={grid}>
        {school.id % 3 === 0 ? (
          <Avatar name={school.name} size={grid ? 'xl' : 'lg'} decorative />
        ) : (
          <CardThumb $size={grid ? '4.5rem' : '3.5rem'}>
            <img src={schoolLogo} alt="" />
          </CardThumb>
        )}
        <SchoolText $grid={grid}>
          <CardTitle as="h3">
            <CardLink href={`#school-${school.id}`}>{school.name}</CardLink>
          </CardTitle>
          <CardMeta>
            <LocationIcon size="sm" />
            {`Avenue Hassan II, ${school.city}`}
          </CardMeta>
          <Cycles $grid={grid}>
            <li>
              <Badge tone="info" size="sm">
                Primaire
              </Badge>
            </li>
          </Cycles>
        </SchoolText>
      </SchoolLayout>
    </Card>
  );
}

function renderSchool(layout: ViewMode) {
  return (school: School) => <SchoolItem school={school} layout={layout} />;
}

/** Pages of 20 loaded after a short delay, up to `total`, like the schools screen. */
function PagedSchools({ total, layout, initial = 20 }: { total: number; layout: ViewMode; initial?: number }) {
  const [items, setItems] = useState(() => makeSchools(initial));
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setItems((current) => [...current, ...makeSchools(Math.min(20, total - current.length), current.length)]);
      setLoading(false);
    }, 300);
  }, [total]);
  return (
    <InfiniteList
      label="Écoles"
      items={items}
      getKey={(s) => s.id}
      renderItem={renderSchool(layout)}
      hasMore={items.length < total}
      loading={loading}
      onLoadMore={loadMore}
      layout={layout}
      estimateSize={layout === 'grid' ? 200 : 110}
      loadingMore={
        <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
          <Spinner size="sm" /> Chargement des écoles suivantes…
        </span>
      }
      endOfList="Toutes les écoles sont affichées."
    />
  );
}

const meta = {
  title: 'UI Kit/Data display/InfiniteList',
  component: InfiniteList<School>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'Écoles',
    items: makeSchools(20),
    getKey: (s: School) => s.id,
    renderItem: renderSchool('list'),
    hasMore: false,
    loading: false,
    onLoadMore: fn(),
    endOfList: 'Toutes les écoles sont affichées.',
  },
} satisfies Meta<typeof InfiniteList<School>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling to the end loads the next page; keyboard users reach the cards with Tab. */
export const Default: Story = {
  tags: ['!visual'],
  render: () => <PagedSchools total={60} layout="list" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'École 1' })).toHaveFocus();

    await waitFor(
      () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return expect(canvas.getByRole('status')).toHaveTextContent('Toutes les écoles sont affichées.');
      },
      { timeout: 8000 },
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Grid mode: as many columns as fit. */
export const Grid: Story = {
  tags: ['!visual'],
  render: () => <PagedSchools total={40} layout="grid" />,
};

/**
 * Pages keep arriving past 100 items: the list switches to drawing only the rows near the screen
 * (the virtualizer is downloaded as the list grows), and paging goes on to the end the same way.
 */
export const PagingPastOneHundred: Story = {
  tags: ['!visual'],
  render: () => <PagedSchools total={160} layout="list" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return expect(canvas.getByRole('status')).toHaveTextContent('Toutes les écoles sont affichées.');
      },
      { timeout: 10000 },
    );
    // Rows are measured as they are drawn, so the page height settles over a few frames.
    await waitFor(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return expect(canvas.getByRole('link', { name: 'École 160' })).toBeInTheDocument();
    });
    await expect(within(canvas.getByRole('list', { name: 'Écoles' })).getAllByRole('listitem').length).toBeLessThan(60);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/**
 * A keyboard user in the middle of 100 cards while the next page arrives: the list turns virtual
 * under their feet, and neither the focused card nor the cards on screen move.
 */
export const TurningVirtualKeepsPlace: Story = {
  tags: ['!visual'],
  render: () => <PagedSchools total={140} layout="list" initial={100} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Near the end of the loaded cards, so the end of the list shows and the next page is asked for
    // (in the test runner's frame, the IntersectionObserver ignores its look-ahead margin).
    const card = await canvas.findByRole('link', { name: 'École 99' });
    card.scrollIntoView({ block: 'center', behavior: 'instant' });
    card.focus();
    const top = card.getBoundingClientRect().top;

    // The next pages arrive (the end of the list is near): 120, then 140 cards, drawn virtually.
    await waitFor(
      () => expect(within(canvas.getByRole('list', { name: 'Écoles' })).getAllByRole('link').length).toBeLessThan(60),
      { timeout: 5000 },
    );

    await expect(canvas.getByRole('link', { name: 'École 99' })).toHaveFocus();
    await expect(
      Math.abs(canvas.getByRole('link', { name: 'École 99' }).getBoundingClientRect().top - top),
    ).toBeLessThan(2);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/**
 * 5,000 rows already loaded: only those near the screen exist in the page (the first 100 hold the
 * place for the moment the virtualizer takes to download).
 */
export const FiveThousandRows: Story = {
  tags: ['!visual'],
  render: () => (
    <InfiniteList
      label="Écoles"
      items={makeSchools(5000)}
      getKey={(s) => s.id}
      renderItem={renderSchool('list')}
      hasMore={false}
      loading={false}
      onLoadMore={() => undefined}
      estimateSize={110}
      endOfList="Toutes les écoles sont affichées."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Écoles' })).getAllByRole('listitem').length).toBeLessThan(60),
    );
    const list = canvas.getByRole('list', { name: 'Écoles' });

    window.scrollTo({ top: list.getBoundingClientRect().top + window.scrollY + 2500 * 122, behavior: 'instant' });
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /École 25\d\d$/ }).length).toBeGreaterThan(0));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** A short, complete list in both layouts with its end-of-list text. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="20rem">
      {(['list', 'grid'] as const).map((layout) => (
        <SnapshotCell key={layout} title={layout}>
          <InfiniteList
            label={`Écoles (${layout})`}
            items={makeSchools(4)}
            getKey={(s) => s.id}
            renderItem={renderSchool(layout)}
            hasMore={false}
            loading={false}
            onLoadMore={() => undefined}
            layout={layout}
            columns={layout === 'grid' ? 2 : undefined}
            estimateSize={layout === 'grid' ? 200 : 110}
            endOfList="Toutes les écoles sont affichées."
          />
        </SnapshotCell>
      ))}
    </SnapshotGrid>
  ),
};
