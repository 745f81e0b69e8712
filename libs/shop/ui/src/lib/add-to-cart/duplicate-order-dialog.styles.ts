import styled from 'styled-components';

/** The dialog's buttons: side by side when they fit, one under the other on a narrow phone. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;

  > * {
    flex: 1 1 auto;
  }
`;
