import styled from 'styled-components';
import type { Tone } from '../theme/theme';

/** The tinted box: the icon at the start, the texts and the action beside it. */
export const AlertRoot = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme, $tone }) => theme.colors.tone[$tone].border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme, $tone }) => theme.colors.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
`;

/** The tone's icon (decorative: the role and the text say what it is). */
export const AlertIconSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

/** Title, message and action, stacked. */
export const AlertBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

/** Title and message, closer together than the action. */
export const AlertText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The bold first line. */
export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The message. */
export const AlertMessage = styled.div`
  margin: 0;
`;

/** Where the action goes (a Retry button). */
export const AlertAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
