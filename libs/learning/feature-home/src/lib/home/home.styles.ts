import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, stack, transition } from '@kk/ui-kit';

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

/** The next step: its heading above its card. */
export const NextStepSection = styled.section`
  ${stack(3)}
`;

/** The next-step card: one big link, the whole card a tap target, in the brand's colour. */
export const NextStepLink = styled(RouterLink)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: 6rem;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.action.primary.bg};
  color: ${({ theme }) => theme.colors.action.primary.fg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-decoration: none;
  ${transition('background-color')}
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.colors.action.primary.bgHover};
  }
  &:active {
    background: ${({ theme }) => theme.colors.action.primary.bgActive};
  }
`;

/** The round picture of the next step's kind. */
export const NextStepIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.brand.primary};
`;

/** The next step's words: its kind, its title, why now. */
export const NextStepBody = styled.span`
  /* At least 13rem of words: on a phone the call to go wraps under them rather than squeezing them. */
  flex: 1 1 13rem;
  min-inline-size: 0;
  ${stack(1)}
`;

/** The next step's kind ("Examen en cours", "Devoir"...). */
export const NextStepKind = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The next step's title: the largest words of the page after the greeting. */
export const NextStepTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

/** Why now ("À rendre demain", "Se termine à 16 h"), and the call to go. */
export const NextStepWhy = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The call to go and its arrow (mirrored in Arabic by the icon itself), at the end of the card. */
export const NextStepGo = styled.span`
  flex: none;
  margin-inline-start: auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
