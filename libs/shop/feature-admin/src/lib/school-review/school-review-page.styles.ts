import styled from 'styled-components';

/** The review's column: the request, the school's form, the refusal. */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 44rem;
`;

/** A form's fields, one under the other. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side where there is room. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The request as sent: a list of term and value. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
