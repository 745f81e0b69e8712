import type { HTMLAttributes } from 'react';
import { Ring, SpinnerLabel, SpinnerRoot, type SpinnerSize } from './spinner.styles';

export type { SpinnerSize } from './spinner.styles';

/** Props of Spinner. */
export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * Text announced to screen readers (e.g. 'Chargement'). Without it the spinner is decorative:
   * use that only when something else already says that work is in progress (a busy button).
   */
  label?: string;
  /**
   * Size of the ring.
   * @default 'md'
   */
  size?: SpinnerSize;
}

/**
 * Indeterminate progress indicator. It draws with `currentColor`. With a `label` it is a polite
 * live region (`role="status"`), so the label is announced when it appears.
 */
export function Spinner({ label, size = 'md', ...rest }: SpinnerProps) {
  return (
    <SpinnerRoot data-ui="spinner-root" {...(label ? { role: 'status' } : { 'aria-hidden': true })} {...rest}>
      <Ring $size={size} data-ui="spinner-ring" />
      {label && <SpinnerLabel data-ui="spinner-label">{label}</SpinnerLabel>}
    </SpinnerRoot>
  );
}
