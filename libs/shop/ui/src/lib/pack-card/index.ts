export { PackCard, type PackCardProps } from './pack-card';
