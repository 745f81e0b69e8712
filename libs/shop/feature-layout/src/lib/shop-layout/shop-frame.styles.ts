import styled from 'styled-components';

/**
 * The app's column: phone-wide, centred on larger screens (the shop is mobile style). With the tab
 * bar, `--shop-tab-bar-space` says how much of the screen's bottom it takes, so what sticks to the
 * bottom of a page (shop-ui's `StickyActionBar`) stays above it.
 */
export const Column = styled.div<{ $withTabBar: boolean }>`
  ${({ $withTabBar, theme }) =>
    $withTabBar && `--shop-tab-bar-space: calc(${theme.sizes.tabBarHeight} + env(safe-area-inset-bottom, 0px));`}
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: 30rem;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  margin-inline: auto;
  background-color: ${({ theme }) => theme.colors.background.app};

  ${({ theme }) => theme.media.sm} {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** The page content. */
export const Main = styled.main`
  flex: 1 0 auto;
  padding: ${({ theme }) => theme.space[4]};

  &:focus {
    outline: none;
  }
`;

/** Keeps the tab bar at the bottom of the screen, inside the column. */
export const FooterSlot = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
`;

/** "Skip to content": hidden until it receives keyboard focus. */
export const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[2]};
  inset-inline-start: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.action.primary.bg};
  color: ${({ theme }) => theme.colors.action.primary.fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
