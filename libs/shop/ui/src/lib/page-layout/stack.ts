import styled, { css, type DefaultTheme } from 'styled-components';

/** A step of the theme's spacing scale. */
export type SpaceStep = keyof DefaultTheme['space'];

/**
 * Children in a column, `gap` apart: a form, a section, a card's text. The shop's pages are
 * mostly such columns; this is the one way they are written.
 *
 * @example
 * export const FormRoot = styled.form`
 *   ${stack(4)}
 * `;
 */
export function stack(gap: SpaceStep) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[gap]};
  `;
}

/** A `ul`/`ol` without bullets, margin or padding: the lists of cards and lines. */
export const listReset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A list of cards or lines stacked `gap` apart, without bullets. */
export function stackedList(gap: SpaceStep) {
  return css`
    ${listReset}
    ${stack(gap)}
  `;
}

/** Two form fields side by side (first and last name) when there is room, stacked when there is not. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
