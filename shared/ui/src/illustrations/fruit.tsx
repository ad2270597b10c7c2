import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from '../icons/pixel-art';
import { inPot } from './plant-pot';

// 80–100%: the tree bears fruit, with a star above it: the year's goals reached.
const FRUIT = inPot([
  '...........w............',
  '..........www...........',
  '...........w............',
  '.......yyyyyyyyyy.......',
  '.....yyyyyyyyyyyyyy.....',
  '...yyyrryyyyyyyyrryyy...',
  '..yyyyrryyyyyyyyrryyyy..',
  '..yyyyyyyyyrryyyyyyyyy..',
  '..yyrryyyyyrryyyyyrryy..',
  '..yyrryyyyyyyyyyyyrryy..',
  '...yyyyyyrryyyrryyyyy...',
  '.....yyyyrryyyrryyy.....',
  '.........yyggyy.........',
  '...........gg...........',
  '...........gg...........',
  '..........gggg..........',
  '...dddddddddddddddddd...',
]);

export function FruitIllustration({ size = '12rem', ...props }: IconProps): ReactElement {
  return <PixelArt rows={FRUIT} size={size} {...props} />;
}
