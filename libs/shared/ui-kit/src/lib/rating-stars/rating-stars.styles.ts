import styled from 'styled-components';
import { focusRingOutline, transition, visuallyHidden } from '../theme/mixins';

/** Star sizes. */
export type RatingSize = 'sm' | 'md' | 'lg';

const starSize = { sm: '1rem', md: '1.75rem', lg: '2.25rem' } as const;

export const RatingFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

export const RatingLegend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const Stars = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const StarLabel = styled.label<{ $size: RatingSize; $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* Each star is a comfortable touch target even when drawn small. */
  min-inline-size: ${({ theme, $size }) => ($size === 'sm' ? 'auto' : theme.sizes.touchTarget)};
  min-block-size: ${({ theme, $size }) => ($size === 'sm' ? 'auto' : theme.sizes.touchTarget)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:has(input:focus-visible) {
    ${focusRingOutline}
  }
`;

export const StarInput = styled.input`
  ${visuallyHidden}
`;

export const Star = styled.span<{ $filled: boolean; $size: RatingSize }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.rating.outline};
  ${transition('transform')}

  svg {
    inline-size: ${({ $size }) => starSize[$size]};
    block-size: ${({ $size }) => starSize[$size]};
    fill: ${({ theme, $filled }) => ($filled ? theme.colors.rating.filled : theme.colors.rating.empty)};
  }
`;

export const ReadOnlyStars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
`;
