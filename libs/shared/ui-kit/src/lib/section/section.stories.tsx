import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { tapTile } from '../theme/mixins';
import { QuerySection } from './query-section';
import {
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionHead,
  SectionNote,
  SectionTitle,
  StackList,
} from './section.styles';

/** In an app the tile is the router's link: `styled(Link)\`${tapTile}\``. */
const TileLink = styled.a`
  ${tapTile}
`;

const meta = {
  title: 'UI Kit/Layout/Section',
  component: SectionCard,
  tags: ['autodocs'],
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A titled section with its count, rows separated by thin lines, then a stack of big tap tiles.
 * Keyboard only: Tab reaches each tile in order.
 */
export const Default: Story = {
  render: () => (
    <SectionCard aria-labelledby="section-title">
      <SectionHead>
        <SectionTitle id="section-title">Mes devoirs</SectionTitle>
        <SectionNote>2 à faire</SectionNote>
      </SectionHead>
      <RowList>
        <Row>
          <RowBody>
            <RowTitle>Exercices 4 et 5 page 32</RowTitle>
            <RowMeta>Mathématiques · pour demain</RowMeta>
          </RowBody>
        </Row>
        <Row>
          <RowBody>
            <RowTitle>Lire le chapitre 3</RowTitle>
            <RowMeta>Français · pour vendredi</RowMeta>
          </RowBody>
        </Row>
      </RowList>
      <StackList $gap={2}>
        <li>
          <TileLink href="#lecon-1">Les fractions</TileLink>
        </li>
        <li>
          <TileLink href="#lecon-2">Les nombres décimaux</TileLink>
        </li>
      </StackList>
    </SectionCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Mes devoirs' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Les fractions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Les nombres décimaux' })).toHaveFocus();
  },
};

/** A section with nothing in it says so quietly. */
export const Empty: Story = {
  render: () => (
    <SectionCard aria-labelledby="empty-title">
      <SectionTitle id="empty-title">Mes devoirs</SectionTitle>
      <SectionNote>Aucun devoir pour le moment.</SectionNote>
    </SectionCard>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun devoir pour le moment.')).toBeVisible();
  },
};

function FailingThenLoaded() {
  const [loaded, setLoaded] = useState(false);
  const query = loaded
    ? { data: ['Sara', 'Youssef'], isError: false }
    : { isError: true, refetch: () => setLoaded(true) };
  return (
    <QuerySection title="Mes amis" note="2" query={query} errorMessage="Impossible de charger tes amis.">
      {(names, titleId) => (
        <RowList aria-labelledby={titleId}>
          {names.map((name) => (
            <Row key={name}>
              <RowTitle>{name}</RowTitle>
            </Row>
          ))}
        </RowList>
      )}
    </QuerySection>
  );
}

/**
 * A section whose content is one query: the heading stays while the query fails; Retry asks again
 * and the list, named by the heading, takes the failure's place.
 */
export const FromAQuery: Story = {
  render: () => <FailingThenLoaded />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mes amis' })).toBeVisible();
    await expect(canvas.getByText('Impossible de charger tes amis.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(canvas.getByRole('list', { name: 'Mes amis' })).toBeVisible();
    await expect(canvas.getByText('Youssef')).toBeVisible();
  },
};
