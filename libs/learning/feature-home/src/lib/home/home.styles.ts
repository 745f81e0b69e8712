import styled from 'styled-components';

/** Key figures side by side: two columns on phones, four from `md`. */
export const StatsGrid = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** One figure: value above its label (the `dt` comes first for screen readers). */
export const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.selected};
  & > dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & > dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

/** Cards in as many columns as fit. */
export const CardGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

/** A challenge or exam card. */
export const ItemCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** A card's first line: kind or size, and its state badge. */
export const ItemTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A card's title. */
export const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** A card's secondary text. */
export const ItemMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A card's key figure (score, grade). */
export const ItemFigure = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** A score as a bar (decorative: the figure is written next to it). */
export const ScoreTrack = styled.div`
  block-size: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.sunken};
  overflow: hidden;
`;

/** The filled part of a ScoreTrack, as wide as the ratio (0 to 1). */
export const ScoreFill = styled.div<{ $ratio: number }>`
  block-size: 100%;
  inline-size: ${({ $ratio }) => `${Math.round(Math.min(1, Math.max(0, $ratio)) * 100)}%`};
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand.secondary};
`;
