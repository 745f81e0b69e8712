import { useState } from 'react';
import { useTheme } from 'styled-components';
import { AvatarRoot, type AvatarSize } from './avatar.styles';
import { colorIndex, getInitials } from './initials';

export type { AvatarSize } from './avatar.styles';

/** Props of Avatar. */
export interface AvatarProps {
  /** The person's name: the image's alternative text, and the source of the initials. */
  name: string;
  /** Picture URL. Initials are shown when absent or when it fails to load. */
  src?: string | null;
  /** Size. @default 'md' */
  size?: AvatarSize;
  /**
   * Hides the avatar from screen readers, when the name is written right next to it.
   * @default false
   */
  decorative?: boolean;
}

/**
 * A person's picture, or their initials on a colour picked from the name (stable for a name).
 *
 * @example
 * <Avatar name={`${user.firstName} ${user.lastName}`} src={user.image} size="lg" />
 */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const theme = useTheme();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const color = theme.colors.avatar[colorIndex(name, theme.colors.avatar.length)];

  return (
    <AvatarRoot
      $size={size}
      $color={color}
      data-ui="avatar-root"
      {...(decorative ? { 'aria-hidden': true } : showImage ? {} : { role: 'img', 'aria-label': name })}
    >
      {showImage && src ? (
        <img src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} data-ui="avatar-image" />
      ) : (
        <span aria-hidden="true" data-ui="avatar-initials">
          {getInitials(name)}
        </span>
      )}
    </AvatarRoot>
  );
}
