export { Link, type LinkProps, type LinkOwnProps, type LinkVariant } from './link';
