import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const CLOSE = [
  '................',
  '................',
  '..##........##..',
  '..###......###..',
  '...###....###...',
  '....###..###....',
  '.....######.....',
  '......####......',
  '......####......',
  '.....######.....',
  '....###..###....',
  '...###....###...',
  '..###......###..',
  '..##........##..',
  '................',
  '................',
];

export function CloseIcon(props: IconProps): ReactElement {
  return <PixelArt rows={CLOSE} {...props} />;
}
