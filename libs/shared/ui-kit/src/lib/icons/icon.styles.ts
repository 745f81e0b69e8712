import styled, { css } from 'styled-components';
import { mirrorInRtl } from '../theme/mixins';

/** Icon sizes: the theme's icon sizes. */
export type IconSize = 'sm' | 'md' | 'lg';

export const Svg = styled.svg<{ $size: IconSize; $mirror: boolean }>`
  display: inline-block;
  flex-shrink: 0;
  inline-size: ${({ theme, $size }) => theme.sizes.icon[$size]};
  block-size: ${({ theme, $size }) => theme.sizes.icon[$size]};
  vertical-align: middle;
  ${({ $mirror }) =>
    $mirror &&
    css`
      ${mirrorInRtl}
    `}
`;
