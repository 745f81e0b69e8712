import styled from 'styled-components';
import { focusRing } from '@kk/ui-kit';

/** The area's navigation: one row of links, scrolling sideways on a phone, wrapping on a desk. */
export const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0 0 ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};

  ${({ theme }) => theme.media.md} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

/** One link of the navigation; the current screen's is marked (`aria-current`). */
export const NavItemLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-decoration: none;
  ${focusRing}
  &:hover {
    background-color: ${({ theme }) => theme.colors.background.sunken};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &[aria-current='page'] {
    background-color: ${({ theme }) => theme.colors.background.selected};
    color: ${({ theme }) => theme.colors.text.link};
  }
`;
