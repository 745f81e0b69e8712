import styled from 'styled-components';

export const ErrorRoot = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  min-block-size: 100dvh;
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.colors.background.app};
  text-align: center;
`;

/** The logo is 300 px wide on narrow screens and 500 px from 500 px up (§9). */
export const LogoFrame = styled.div`
  inline-size: ${({ theme }) => theme.sizes.errorLogo.narrow};
  max-inline-size: 100%;

  ${({ theme }) => theme.media.sm} {
    inline-size: ${({ theme }) => theme.sizes.errorLogo.wide};
  }
`;

export const ErrorTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const ErrorMessage = styled.p`
  max-inline-size: 32rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
