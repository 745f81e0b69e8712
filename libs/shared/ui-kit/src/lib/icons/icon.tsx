import type { ReactNode, SVGProps } from 'react';
import { Svg, type IconSize } from './icon.styles';

export type { IconSize } from './icon.styles';

/** Props shared by every icon. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /**
   * Size from the theme's icon scale.
   * @default 'md'
   */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever a
   * text or an `aria-label` next to it already says what it means.
   */
  title?: string;
}

/** Options of createIcon. */
interface CreateIconOptions {
  /** Flips the icon in right-to-left text (arrows that point "back" or "forward"). */
  mirrorInRtl?: boolean;
}

/**
 * Builds an inline SVG icon component from 24×24 stroke paths. Icons draw with `currentColor`, so
 * they take the colour of the text around them.
 */
export function createIcon(name: string, paths: ReactNode, options: CreateIconOptions = {}) {
  function Icon({ size = 'md', title, ...rest }: IconProps) {
    return (
      <Svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-ui={`icon-${name}`}
        $size={size}
        $mirror={options.mirrorInRtl ?? false}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {paths}
      </Svg>
    );
  }
  Icon.displayName = `${name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Icon`;
  return Icon;
}
