import { useId } from 'react';
import styled, { useTheme } from 'styled-components';

const Svg = styled.svg<{ $width: string }>`
  display: block;
  inline-size: ${({ $width }) => $width};
  max-inline-size: 100%;
  block-size: auto;
`;

/** Props of Logo. */
export interface LogoProps {
  /**
   * Accessible name (the product name, from the translations). Without it the logo is decorative,
   * which suits places where the name is written next to it.
   */
  title?: string;
  /** Width: a number of pixels or any CSS length; the height follows. @default 48 */
  width?: number | string;
}

/**
 * The product mark: an open book under an eight-pointed star, in Majorelle blue, zellige green and
 * saffron. Inline SVG, so it needs no request and takes no time to show on the loading screen.
 *
 * @example
 * <Logo title={t('appName')} width={120} />
 */
export function Logo({ title, width = 48 }: LogoProps) {
  const theme = useTheme();
  const titleId = useId();
  const cssWidth = typeof width === 'number' ? `${width}px` : width;
  return (
    <Svg
      viewBox="0 0 120 112"
      $width={cssWidth}
      focusable="false"
      data-ui="logo-root"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title && <title id={titleId}>{title}</title>}
      <g fill={theme.colors.brand.accent}>
        <rect x="46" y="6" width="28" height="28" rx="3" />
        <rect x="46" y="6" width="28" height="28" rx="3" transform="rotate(45 60 20)" />
      </g>
      <circle cx="60" cy="20" r="6" fill={theme.colors.background.surface} />
      <path d="M60 52C48 44 30 42 12 46v50c18-4 36-2 48 8z" fill={theme.colors.brand.primary} />
      <path d="M60 52c12-8 30-10 48-6v50c-18-4-36-2-48 8z" fill={theme.colors.brand.secondary} />
      <path
        d="M22 58c10-2 20-1 28 3M22 70c10-2 20-1 28 3M70 61c8-4 18-5 28-3M70 73c8-4 18-5 28-3"
        fill="none"
        stroke={theme.colors.background.surface}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </Svg>
  );
}
