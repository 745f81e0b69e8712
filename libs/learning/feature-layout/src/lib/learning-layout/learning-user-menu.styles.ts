import styled from 'styled-components';
import { focusRing, truncate, visuallyHidden } from '@kk/ui-kit';

/** The signed-in user's avatar and name, a link to the profile. */
export const ProfileLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${focusRing}
`;

/** The user's name next to the avatar: shown where there is room, read by screen readers everywhere. */
export const UserName = styled.span`
  ${visuallyHidden}
  ${({ theme }) => theme.media.md} {
    position: static;
    inline-size: auto;
    block-size: auto;
    margin: 0;
    clip-path: none;
    max-inline-size: 12rem;
    ${truncate}
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
