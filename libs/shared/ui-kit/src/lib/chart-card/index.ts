export { ChartCard, type ChartCardProps } from './chart-card';
