export { Button, type ButtonProps, type ButtonAppearanceProps, type ButtonSize, type ButtonVariant } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
