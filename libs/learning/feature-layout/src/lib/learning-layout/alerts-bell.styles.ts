import styled from 'styled-components';
import { focusRing } from '@kk/ui-kit';

/** The bell, a link to the notification centre, as large as the header's other buttons. */
export const BellLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.touchTarget};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${focusRing}
`;

/** The unread count on the bell (the link's name says it in words). */
export const BellCount = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[1]};
  inset-inline-end: 0;
  min-inline-size: 1.25rem;
  padding-inline: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.action.danger.fg};
  background: ${({ theme }) => theme.colors.action.danger.bg};
  border-radius: ${({ theme }) => theme.radii.pill};
`;
