import styled from 'styled-components';
import { lineClamp } from '../theme/mixins';

/** Heading levels cards accept, so they fit the page's outline. */
export type HeadingLevel = 2 | 3 | 4;

/** A card's title. Render with `as={headingTag(level)}`. */
export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  ${lineClamp(2)}
`;

/** Secondary lines of a card (address, author, brand). */
export const CardMeta = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  svg {
    margin-block-start: 0.125em;
  }
`;

/** A square picture frame of a card (logo, product picture) that keeps its size whatever the image. */
export const CardThumb = styled.div<{ $size: string; $round?: boolean }>`
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.md)};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: ${({ theme }) => theme.colors.background.sunken};
  color: ${({ theme }) => theme.colors.text.disabled};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The heading element of a level. */
export function headingTag(level: HeadingLevel): 'h2' | 'h3' | 'h4' {
  return `h${level}`;
}
