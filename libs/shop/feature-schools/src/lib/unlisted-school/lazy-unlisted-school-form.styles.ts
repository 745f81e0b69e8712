import styled from 'styled-components';

/** Where the form will be, while its code downloads: a spinner in a block about a field high. */
export const FormLoading = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.space[12]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
