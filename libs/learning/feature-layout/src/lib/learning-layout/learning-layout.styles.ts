import styled, { css } from 'styled-components';
import { focusRing, transition, truncate, visuallyHidden } from '@kk/ui-kit';

/** Whole screen: header on top, then the section nav and the page. */
export const Frame = styled.div`
  min-block-size: 100dvh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background.app};
`;

/** Hidden until focused: the first Tab stop jumps over the header and the nav (WCAG 2.4.1). */
export const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus-visible,
  &:focus {
    clip-path: none;
    inline-size: auto;
    block-size: auto;
    margin: 0;
    position: fixed;
    inset-block-start: ${({ theme }) => theme.space[2]};
    inset-inline-start: ${({ theme }) => theme.space[2]};
    z-index: ${({ theme }) => theme.zIndices.toast};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.action.primary.bg};
    color: ${({ theme }) => theme.colors.action.primary.fg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The sticky top bar. */
export const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.headerHeight};
  padding-inline: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

/** The logo and product name, a link to the dashboard. */
export const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}
`;

/** The product name beside the logo; hidden on small phones where the header is crowded. */
export const BrandName = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

/** Language, user and logout, at the inline end of the header. */
export const HeaderEnd = styled.div`
  margin-inline-start: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The signed-in user's avatar and name, a link to the profile. */
export const ProfileLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${focusRing}
`;

/** The user's name next to the avatar: shown where there is room, read by screen readers everywhere. */
export const UserName = styled.span`
  ${visuallyHidden}
  ${({ theme }) => theme.media.md} {
    position: static;
    inline-size: auto;
    block-size: auto;
    margin: 0;
    clip-path: none;
    max-inline-size: 12rem;
    ${truncate}
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Everything under the header; leaves room for the bottom tab bar on phones. */
export const Body = styled.div<{ $withNav: boolean }>`
  flex: 1;
  display: flex;
  /* Room for the bottom tab bar on phones, so it never covers the end of the page. */
  padding-block-end: ${({ $withNav, theme }) => ($withNav ? theme.sizes.tabBarHeight : '0')};
  ${({ theme }) => theme.media.md} {
    padding-block-end: 0;
  }
`;

/**
 * One navigation landmark for every width: a bottom tab bar on phones, a side column from the
 * `md` breakpoint. A single element keeps one "Sections" landmark for screen readers.
 */
export const SectionNav = styled.nav`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.up};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.sizes.headerHeight};
    align-self: flex-start;
    inline-size: 14rem;
    block-size: calc(100dvh - ${({ theme }) => theme.sizes.headerHeight});
    padding-block: ${({ theme }) => theme.space[4]};
    box-shadow: none;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

/** The section links: a row on phones, a column on wide screens. */
export const NavList = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`;

/** One section link; shares the row equally on phones. */
export const NavItem = styled.li`
  flex: 1;
  ${({ theme }) => theme.media.md} {
    flex: none;
  }
`;

const activeItem = css`
  color: ${({ theme }) => theme.colors.text.link};
  background: ${({ theme }) => theme.colors.background.selected};
`;

/** A section link; `aria-current="page"` marks the section shown. */
export const NavAnchor = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[0.5]};
  min-block-size: ${({ theme }) => theme.sizes.tabBarHeight};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  ${focusRing}
  ${transition('color, background-color')}
  &[aria-current='page'] {
    ${activeItem}
  }
  ${({ theme }) => theme.media.hover} {
    &:hover {
      color: ${({ theme }) => theme.colors.text.link};
    }
  }
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The page: centred, as wide as the content may be. */
export const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Centres a spinner while a page (or the logout) is on its way. */
export const PageFallback = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[12]};
`;
