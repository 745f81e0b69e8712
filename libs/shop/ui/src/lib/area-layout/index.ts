export { AreaLayout, type AreaLayoutProps } from './area-layout';
