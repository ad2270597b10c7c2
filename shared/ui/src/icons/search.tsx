import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const SEARCH = [
  '................',
  '.....#####......',
  '....#.....#.....',
  '...#.......#....',
  '..#.........#...',
  '..#.........#...',
  '..#.........#...',
  '..#.........#...',
  '...#.......#....',
  '....#.....##....',
  '.....#####.##...',
  '...........###..',
  '............###.',
  '.............##.',
  '................',
  '................',
];

export function SearchIcon(props: IconProps): ReactElement {
  return <PixelArt rows={SEARCH} {...props} />;
}
