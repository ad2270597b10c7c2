import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const UNCHECKED = [
  '................',
  '.##############.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.##############.',
  '................',
];

const CHECKED = [
  '..............yy',
  '.############yyy',
  '.#..........yyy.',
  '.#.........yyy#.',
  '.#........yyy.#.',
  '.#.......yyy..#.',
  '.#.yy...yyy...#.',
  '.#.yyy.yyy....#.',
  '.#..yyyyy.....#.',
  '.#...yyy......#.',
  '.#....y.......#.',
  '.#............#.',
  '.#............#.',
  '.#............#.',
  '.##############.',
  '................',
];

/** The weekly strip's day box; a yellow tick when that day has a completed moment. */
export function CheckboxIcon({ checked = false, ...props }: IconProps & { checked?: boolean }): ReactElement {
  return <PixelArt rows={checked ? CHECKED : UNCHECKED} {...props} />;
}
