import styled from 'styled-components';

export const AddressLines = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.secondary};

  li:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;
