import styled from 'styled-components';

/** The level choice and its button: stacked on phones, side by side from `sm`. */
export const LevelForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;
    & > :first-child {
      flex: 1;
    }
  }
`;
