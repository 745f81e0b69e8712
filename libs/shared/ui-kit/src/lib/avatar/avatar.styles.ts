import styled from 'styled-components';

/** Avatar sizes. */
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const dimension: Record<AvatarSize, string> = { sm: '2rem', md: '2.5rem', lg: '3.5rem', xl: '6rem' };
const fontSize = { sm: 'xs', md: 'sm', lg: 'lg', xl: '3xl' } as const;

export const AvatarRoot = styled.span<{ $size: AvatarSize; $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${({ $size }) => dimension[$size]};
  block-size: ${({ $size }) => dimension[$size]};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
  background-color: ${({ $color }) => $color};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme, $size }) => theme.fontSizes[fontSize[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  user-select: none;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
