export { BackLink, type BackLinkProps, type BackLinkOwnProps } from './back-link';
