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
  /** The width: a CSS length, or a number of px; defaults to 2.4rem. The height keeps the art's proportions. */
  size?: number | string;
  className?: string;
}

/**
 * One SVG path per colour, each horizontal run of equal pixels a `M x y h w v 1 h -w z` rectangle in it.
 * A rect per run put several hundred elements on Home (429 of its 534): each one created by React,
 * matched on hydration and laid out. A path per colour draws the same pixels with a few elements.
 */
export function toColorPaths(rows: readonly string[]): { color: string; d: string }[] {
  const paths = new Map<string, string>();
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const key = row[x]!;
      let end = x + 1;
      while (row[end] === key) end++;
      const color = PIXEL_COLORS[key];
      if (color) paths.set(color, `${paths.get(color) ?? ''}M${x} ${y}h${end - x}v1h-${end - x}z`);
      x = end;
    }
  });
  return [...paths].map(([color, d]) => ({ color, d }));
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
      shapeRendering="crispEdges"
      className={className}
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      // Sized by CSS: an SVG width/height attribute takes unitless user units only (WebKit logs an
      // error for each "2.4rem"). The height follows from the art's own proportions.
      style={{ width: size, height: 'auto', aspectRatio: `${width} / ${height}` }}
    >
      {labelled && <title id={titleId}>{title}</title>}
      {toColorPaths(rows).map(({ color, d }) => (
        <path key={color} d={d} fill={color} />
      ))}
    </svg>
  );
}
