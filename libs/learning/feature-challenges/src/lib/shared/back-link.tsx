import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronStartIcon, focusRing } from '@kk/ui-kit';

/*
 * Not the kit's `Link`: sharing it with the sign-in screens would split it into a chunk of its own,
 * one more file on the visitor's first load (docs/performance.md).
 */
const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
    text-decoration: underline;
  }
  ${focusRing}
`;

/** Props of {@link BackLink}. */
export interface BackLinkProps {
  /** Where it goes. */
  to: string;
  /** Its text. */
  children: ReactNode;
}

/** The way back to the screen above (a chevron at the inline start). @example <BackLink to="/defis">Tous mes défis</BackLink> */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <p>
      <StyledBackLink to={to}>
        <ChevronStartIcon /> {children}
      </StyledBackLink>
    </p>
  );
}
