import styled from 'styled-components';

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: 100dvh;
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.colors.background.app};
  text-align: center;
`;

export const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};

  & > span {
    color: ${({ theme }) => theme.colors.brand.primary};
  }
`;
