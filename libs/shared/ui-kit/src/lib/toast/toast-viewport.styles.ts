import styled from 'styled-components';

/** Where toasts stack: above the footer tab bar on phones, at the end corner from `md`. */
export const Viewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  inset-inline: ${({ theme }) => theme.space[4]};
  /* Above the footer tab bar of the shop. */
  inset-block-end: calc(${({ theme }) => theme.sizes.tabBarHeight} + ${({ theme }) => theme.space[4]});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;

  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    inset-inline-start: auto;
    inline-size: 24rem;
  }
`;
