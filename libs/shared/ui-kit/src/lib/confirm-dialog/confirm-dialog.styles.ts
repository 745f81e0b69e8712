import styled from 'styled-components';

/** The error line shown in the dialog when the action failed. */
export const ConfirmError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
