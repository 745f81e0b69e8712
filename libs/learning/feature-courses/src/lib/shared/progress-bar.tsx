import styled from 'styled-components';

const Track = styled.div`
  block-size: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.sunken};
  overflow: hidden;
`;

const Fill = styled.div<{ $value: number }>`
  block-size: 100%;
  inline-size: ${({ $value }) => $value}%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.tone.success.solid};
`;

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Share done, 0 to 100. */
  value: number;
  /** What it measures, read by screen readers ("Progression : 40 %"). */
  label: string;
}

/** A thin progress bar, announced with its label and value. @example <ProgressBar value={40} label="Progression" /> */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-ui="progress-bar"
    >
      <Fill $value={clamped} />
    </Track>
  );
}
