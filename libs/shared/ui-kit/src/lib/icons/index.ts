export { createIcon, type IconProps, type IconSize } from './icon';
export * from './icons';
