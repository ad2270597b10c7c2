import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const COPY = [
  '................',
  '.#########......',
  '.#.......#......',
  '.#.......#......',
  '.#...#########..',
  '.#...#.......#..',
  '.#...#.......#..',
  '.#...#.......#..',
  '.#...#.......#..',
  '.#####.......#..',
  '.....#.......#..',
  '.....#.......#..',
  '.....#.......#..',
  '.....#########..',
  '................',
  '................',
];

export function CopyIcon(props: IconProps): ReactElement {
  return <PixelArt rows={COPY} {...props} />;
}
