import type { ReactElement } from 'react';
import { Fill, Track } from './progress-bar.styles';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name, e.g. '모멘트 달성률'. Give this or `labelledBy`. */
  label?: string;
  labelledBy?: string;
  /** Spoken value; defaults to the rounded percent. */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, labelledBy, valueText, className }: ProgressBarProps): ReactElement {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(safeMax, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = (clamped / safeMax) * 100;
  return (
    <Track
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${Math.round(percent)}%`}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
    >
      <Fill $percent={percent} />
    </Track>
  );
}
