import { css } from 'styled-components';
import type { SpaceStep } from '@kk/ui-kit';

/**
 * Style mixins of the shop's pages, mixed into the pages' own boxes (the kit's `stack` and
 * `listReset` beside them). Tokens only, logical properties only.
 */

/**
 * A row with its first child at the start and its last at the end, centred on one line, `gap`
 * apart: a title and its action or tools, an order number and its status.
 *
 * @example
 * export const SectionHead = styled.div`
 *   ${spreadRow(2)}
 * `;
 */
export function spreadRow(gap: SpaceStep) {
  return css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[gap]};
  `;
}

/** Content centred both ways in its box: a line of text and a link, a picture in its frame. */
export const centred = css`
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * A `<dl>` of details: each term in the quiet secondary colour, each value without the browser's
 * indent. Where the terms and values sit (a grid, rows) stays with the page.
 */
export const detailList = css`
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
  }
`;
