/** One row of chart data: a category and a number per series (e.g. `{ month: 'Sept', score: 14 }`). */
export type ChartDatum = Record<string, string | number>;

/** One series (a bar or line colour, a pie's values). */
export interface ChartSeries {
  /** Key of the values in each datum. */
  key: string;
  /** Name shown in the legend and the summary table. */
  label: string;
  /** Colour; the theme's chart palette in order when absent. */
  color?: string;
}

/** What the lazily loaded recharts drawings receive. */
export interface ChartDrawingProps {
  /** Kind of chart. */
  kind: 'bar' | 'line' | 'pie';
  /** The rows. */
  data: readonly ChartDatum[];
  /** Key of the category (x axis, pie slice names). */
  xKey: string;
  /** The series, with resolved colours. */
  series: ReadonlyArray<Required<ChartSeries>>;
  /** Height in px. */
  height: number;
  /** Right-to-left: the x axis runs from the right and the y axis sits on the right. */
  rtl: boolean;
  /** Formats values in tooltips and axes. */
  formatValue: (value: number) => string;
  /** Colours of the pie slices, in order. */
  sliceColors: readonly string[];
  /** Axis and grid colours. */
  axisColor: string;
  /** Grid line colour. */
  gridColor: string;
}
