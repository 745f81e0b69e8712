import styled from 'styled-components';
import { figureText, stack } from '@kk/ui-kit';

/** The choices above a grades list (class, period, subject): side by side where there is room. */
export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

/** A row's buttons, at the row's end, wrapping under it on a phone. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

/** A form in a dialog or a card: its fields one under the other. */
export const StackedForm = styled.form`
  ${stack(4)}
`;

/** Short fields side by side where there is room. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  }
`;

/** A few figures in a line (average, lowest, highest). */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column;
  }
  ${figureText}
  & dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;
