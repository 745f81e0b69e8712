import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, transition } from '@kk/ui-kit';
import { nextStepBox, nextStepWords } from './next-step-placeholder.styles';

/** The next-step card: one big link, the whole card a tap target, in the brand's colour. */
export const NextStepLink = styled(RouterLink)`
  ${nextStepBox}
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
  ${nextStepWords}
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
