export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonAppearanceProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
