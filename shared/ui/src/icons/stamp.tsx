import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

// A red seal with a tick, pressed over a completed moment.
const STAMP = [
  '......rrrrrrrr......',
  '....rrr......rrr....',
  '...r............r...',
  '..r..rrrrrrrrrr..r..',
  '.r..r..........r..r.',
  '.r.r............r.r.',
  'r..r.........rr.r..r',
  'r..r........rrr.r..r',
  'r..r.......rrr..r..r',
  'r..r.rr...rrr...r..r',
  'r..r.rrr.rrr....r..r',
  'r..r..rrrrr.....r..r',
  'r..r...rrr......r..r',
  'r..r....r.......r..r',
  '.r.r............r.r.',
  '.r..r..........r..r.',
  '..r..rrrrrrrrrr..r..',
  '...r............r...',
  '....rrr......rrr....',
  '......rrrrrrrr......',
];

export function StampIcon(props: IconProps): ReactElement {
  return <PixelArt rows={STAMP} {...props} />;
}
