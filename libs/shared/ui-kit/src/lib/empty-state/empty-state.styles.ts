import styled from 'styled-components';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.round};
  background-color: ${({ theme }) => theme.colors.tone.info.bg};
  color: ${({ theme }) => theme.colors.brand.primary};

  svg {
    inline-size: 2rem;
    block-size: 2rem;
  }
`;

export const EmptyTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const EmptyDescription = styled.p`
  max-inline-size: 28rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
