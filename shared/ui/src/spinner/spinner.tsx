import type { ReactElement } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { SpinnerSvg } from './spinner.styles';

export interface SpinnerProps {
  /** CSS length; defaults to 1.6rem. */
  size?: string;
  /** When given, the spinner announces itself (role=status); without it, it is decoration (e.g. in a Button). */
  label?: string;
  className?: string;
}

// Eight squares around a ring, fading: a classic pixel "loading" wheel.
const DOTS = [
  [3, 0],
  [5, 1],
  [6, 3],
  [5, 5],
  [3, 6],
  [1, 5],
  [0, 3],
  [1, 1],
] as const;

export function Spinner({ size = '1.6rem', label, className }: SpinnerProps): ReactElement {
  const svg = (
    <SpinnerSvg viewBox="0 0 8 8" $size={size} shapeRendering="crispEdges" aria-hidden className={className}>
      {DOTS.map(([x, y], i) => (
        <rect key={i} x={x} y={y} width={2} height={2} fill="currentColor" opacity={(i + 1) / DOTS.length} />
      ))}
    </SpinnerSvg>
  );
  if (!label) return svg;
  return (
    <span role="status">
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
