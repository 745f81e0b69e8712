import styled, { css, type DefaultTheme } from 'styled-components';
import { stack } from '@kk/ui-kit';

// In the page's chunk (the card itself is a chunk of its own): what the card and its placeholder
// share, so that the placeholder takes the card's size and nothing under it moves when it comes.

/** The next step: its heading above its card (or the card's placeholder). */
export const NextStepSection = styled.section`
  ${stack(3)}
`;

/** The card's box: picture, words, and the call to go (under the words on a phone). */
export const nextStepBox = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: 6rem;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
`;

/** The card's words: at least 13rem, so that on a phone the call to go wraps under them rather than squeezing them. */
export const nextStepWords = css`
  flex: 1 1 13rem;
  min-inline-size: 0;
  ${stack(1)}
`;

/** The placeholder's box: the card's, on the page's surface colour. */
export const PlaceholderCard = styled.div`
  ${nextStepBox}
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** The placeholder's words. */
export const PlaceholderWords = styled.div`
  ${nextStepWords}
`;

/** One line of words of a given size: its bar is as tall as the line (`1lh`). */
export const PlaceholderLine = styled.div<{ $size: keyof DefaultTheme['fontSizes'] }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
`;

/** The call to go's place, at the end of the card. */
export const PlaceholderGo = styled.div`
  flex: none;
  margin-inline-start: auto;
`;
