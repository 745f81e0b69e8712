export { DetailLine, type DetailLineProps } from './detail-line';
