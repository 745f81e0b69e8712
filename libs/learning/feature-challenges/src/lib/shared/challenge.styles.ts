import styled, { css } from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** A list of cards: one column on phones, two from `md`. */
export const CardList = styled.ul`
  ${listReset}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A card's content: a column, tall enough to be an easy target. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.space[16]};
`;

/** Kind and subject, above the title. */
export const CardMeta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A card's title (its link). */
export const CardTitle = styled.h3<{ $big?: boolean }>`
  margin: 0;
  font-size: ${({ theme, $big }) => ($big ? theme.fontSizes.xl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** A short line: score, place, end. */
export const CardNote = styled.p<{ $strong?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.secondary};
  ${({ $strong, theme }) =>
    $strong &&
    css`
      color: ${theme.colors.text.primary};
      font-weight: ${theme.fontWeights.semibold};
    `}
`;

/** A section of the page with its heading. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A section's heading. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** A quiet line when a section has nothing. */
export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The score bar of a card (decorative: the score is written beside it). */
export const ScoreTrack = styled.span`
  display: block;
  block-size: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.border.subtle};
  overflow: hidden;
`;

export const ScoreFill = styled.span<{ $ratio: number }>`
  display: block;
  block-size: 100%;
  inline-size: ${({ $ratio }) => Math.round(Math.min(1, Math.max(0, $ratio)) * 100)}%;
  background: ${({ theme }) => theme.colors.brand.primary};
`;
