import styled from 'styled-components';

/** A line's quantity field and its Save button, side by side; the field narrow (a few digits). */
export const QuantityForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & input {
    inline-size: 5rem;
  }
  & > [role='alert'] {
    flex-basis: 100%;
  }
`;
