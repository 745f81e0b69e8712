import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, visuallyHidden } from '@kk/ui-kit';

/** A titled part of the lesson screen, on its own surface. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-inline-size: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** A section's heading. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** Small text under a heading. */
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The blocks of the lesson, as steps. */
export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
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

/** The exercises of the stage. */
export const ExerciseList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One exercise: a big link, then its steps. */
export const ExerciseLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.space[16]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.selected};
    background: ${({ theme }) => theme.colors.background.selected};
  }
  ${focusRing}
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

/** The steps of an exercise. */
export const StepList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
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
