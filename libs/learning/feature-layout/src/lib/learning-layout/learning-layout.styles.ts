import styled from 'styled-components';
import { visuallyHidden } from '@kk/ui-kit';

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

/**
 * The user menu's place while its chunk loads: on a phone, the avatar's link (a 2rem avatar and its
 * padding) and the logout button, so the language switcher beside them does not move when it comes.
 */
export const UserMenuPlaceholder = styled.span`
  flex: none;
  inline-size: calc(
    2rem + 2 * ${({ theme }) => theme.space[1]} + ${({ theme }) => theme.space[1]} +
      ${({ theme }) => theme.sizes.touchTarget}
  );
  block-size: ${({ theme }) => theme.sizes.touchTarget};
`;
