/**
 * Style mixins that only lazily loaded screens use, mixed into the screens' own boxes. They live apart
 * from `theme/mixins.ts`, which the apps' first load carries whole (a module goes whole into one
 * chunk: docs/performance.md), and together in one module, so the screens that use them share one
 * small chunk.
 */
import { css } from 'styled-components';

/**
 * The text of figures in a `<dl>` (a count, an average, points): each `dt` a small, quiet label and
 * each `dd` a large, bold value. Mixed into the `<dl>` (or a tile around one `dt`/`dd` pair); where
 * the value sits (above, beside) and the tiles' look stay with the screen.
 */
export const figureText = css`
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * The buttons (and a status) at the end of a list row (`Row`): side by side, centred on the row,
 * pushed to its end, wrapping onto more lines when they do not fit. Mixed into the screen's own box.
 */
export const rowActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
