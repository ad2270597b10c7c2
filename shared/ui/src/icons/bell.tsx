import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const BELL = [
  '................',
  '.......##.......',
  '.....######.....',
  '....##....##....',
  '...##......##...',
  '...#........#...',
  '...#........#...',
  '...#........#...',
  '..##........##..',
  '..#..........#..',
  '.##..........##.',
  '.##############.',
  '................',
  '......####......',
  '.......##.......',
  '................',
];

/** Notifications bell; `unread` adds the yellow dot. */
export function BellIcon({ unread = false, ...props }: IconProps & { unread?: boolean }): ReactElement {
  const rows = unread ? BELL.map((row, y) => (y >= 1 && y <= 3 ? row.slice(0, 12) + 'yyy' + row.slice(15) : row)) : BELL;
  return <PixelArt rows={rows} {...props} />;
}
