import styled from 'styled-components';

/** One column on phones, two from the `lg` breakpoint. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A one-field form and its button (add a friend, change level): stacked on phones, side by side from `sm`. */
export const InlineForm = styled.form`
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
