export { distinctNames } from './distinct-names';
