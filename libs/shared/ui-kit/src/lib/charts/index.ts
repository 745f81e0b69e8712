export { BarChart, LineChart, PieChart, type ChartProps } from './charts';
export type { ChartDatum, ChartSeries } from './chart-types';
