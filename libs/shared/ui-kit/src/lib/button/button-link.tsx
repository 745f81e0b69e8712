/**
 * ButtonLink, in its own module: few first screens show one, and a module goes whole into one
 * chunk (Button is in both apps' entry; docs/performance.md).
 */
import type { ElementType } from 'react';
import styled from 'styled-components';
import type { PolymorphicProps } from '../utils/polymorphic';
import type { ButtonAppearanceProps } from './button';
import { buttonStyles, ButtonIcon, ButtonLabel, type ButtonStyleProps } from './button.styles';

const StyledButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Props of ButtonLink. */
export type ButtonLinkProps<C extends ElementType = 'a'> = PolymorphicProps<C, ButtonAppearanceProps>;

/**
 * A link that looks like a button: for navigation ("Create an account" → /register). Pass the
 * router's link component as `as` (its own props such as `to` are then accepted).
 *
 * @example
 * <ButtonLink as={RouterLink} to="/register" variant="secondary">{t('createAccount')}</ButtonLink>
 */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  ...rest
}: ButtonLinkProps<C>) {
  return (
    <StyledButtonLink
      as={as as ElementType}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      data-ui="button-link-root"
      {...rest}
    >
      {startIcon && <ButtonIcon data-ui="button-link-start-icon">{startIcon}</ButtonIcon>}
      {children !== undefined && <ButtonLabel data-ui="button-link-label">{children}</ButtonLabel>}
      {endIcon && <ButtonIcon data-ui="button-link-end-icon">{endIcon}</ButtonIcon>}
    </StyledButtonLink>
  );
}
