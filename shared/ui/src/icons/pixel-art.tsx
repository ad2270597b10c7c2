import { useId, type ReactElement } from 'react';
import { palette } from '../tokens';

/**
 * Pixel art as data: each string is one row, each character one pixel, looked up in PIXEL_COLORS.
 * '.' is transparent and '#' is currentColor, so an icon takes its colour from CSS (the tab bar's active
 * yellow, a disabled grey) while illustrations use fixed palette colours.
 */
export const PIXEL_COLORS: Readonly<Record<string, string>> = {
  '#': 'currentColor',
  w: palette.white,
  k: palette.black,
  g: palette.gray,
  d: palette.darkGray,
  y: palette.yellow,
  b: palette.blue,
  r: palette.red,
};

export interface IconProps {
  /** Accessible name. Without it the icon is decorative (aria-hidden), the usual case beside a label. */
  title?: string;
  /** CSS length or px; defaults to 2.4rem. */
  size?: number | string;
  className?: string;
}

interface Run {
  x: number;
  y: number;
  width: number;
  color: string;
}

/** One rect per horizontal run of equal pixels keeps the DOM small. */
function toRuns(rows: readonly string[]): Run[] {
  const runs: Run[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const key = row[x]!;
      let end = x + 1;
      while (row[end] === key) end++;
      const color = PIXEL_COLORS[key];
      if (color) runs.push({ x, y, width: end - x, color });
      x = end;
    }
  });
  return runs;
}

export function PixelArt({
  rows,
  title,
  size = '2.4rem',
  className,
}: IconProps & { rows: readonly string[] }): ReactElement {
  const titleId = useId();
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length;
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={size}
      height={typeof size === 'number' ? (size * height) / width : undefined}
      shapeRendering="crispEdges"
      className={className}
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      style={typeof size === 'number' ? undefined : { height: 'auto', aspectRatio: `${width} / ${height}` }}
    >
      {labelled && <title id={titleId}>{title}</title>}
      {toRuns(rows).map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill={run.color} />
      ))}
    </svg>
  );
}
