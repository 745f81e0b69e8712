import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listReset, tapTile, visuallyHidden } from '@kk/ui-kit';

/** The blocks of the lesson, as steps. */
export const Steps = styled.ol`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One step: its number and name; the current one stands out. */
export const Step = styled.li<{ $current: boolean; $seen: boolean }>`
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};
  background: ${({ theme, $current, $seen }) =>
    $current ? theme.colors.action.primary.bg : $seen ? theme.colors.tone.success.bg : theme.colors.background.surface};
  color: ${({ theme, $current, $seen }) =>
    $current ? theme.colors.action.primary.fg : $seen ? theme.colors.tone.success.fg : theme.colors.text.secondary};
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

/** Previous / next, at both ends of a line. */
export const BlockNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Keeps the next button at the inline end when there is no previous one. */
export const NavEnd = styled.div`
  margin-inline-start: auto;
`;

/** One exercise: a big link (a column: its title, then its steps). */
export const ExerciseLink = styled(Link)`
  ${tapTile}
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The exercise's title and done badge on one line. */
export const ExerciseHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** The steps of an exercise: a line of steps, smaller and quieter. */
export const StepList = styled(Steps)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The stars of a step. */
export const Stars = styled.span`
  color: ${({ theme }) => theme.colors.rating.outline};
  letter-spacing: 0.1em;
`;

/** A heading for screen readers only (the block's document shows its own). */
export const HiddenTitle = styled.h2`
  ${visuallyHidden}
`;
