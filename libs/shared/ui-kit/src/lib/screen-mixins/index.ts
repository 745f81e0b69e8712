export { figureText, rowActions } from './screen-mixins';
