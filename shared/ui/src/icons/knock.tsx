import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

// A door with knock lines beside it.
const KNOCK = [
  '................',
  '.#######........',
  '.#.....#.....#..',
  '.#.###.#......#.',
  '.#.#.#.#..#...#.',
  '.#.###.#...#..#.',
  '.#.....#...#..#.',
  '.#....##...#..#.',
  '.#....##..#...#.',
  '.#.....#......#.',
  '.#.###.#.....#..',
  '.#.#.#.#........',
  '.#.###.#........',
  '.#.....#........',
  '.#######........',
  '................',
];

export function KnockIcon(props: IconProps): ReactElement {
  return <PixelArt rows={KNOCK} {...props} />;
}
