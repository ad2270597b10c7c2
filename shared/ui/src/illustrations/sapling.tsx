import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from '../icons/pixel-art';
import { inPot } from './plant-pot';

// 40–59%: a young plant, taller, leaves on both sides.
const SAPLING = inPot([
  '........................',
  '........................',
  '........................',
  '...........yy...........',
  '..........yyyy..........',
  '..........yyyy..........',
  '...........gg...........',
  '...yyy.....g.....yyy....',
  '..yyyyy....g....yyyyy...',
  '...yyyyy...g...yyyyy....',
  '......yyg..g..gyy.......',
  '.........g.g.g..........',
  '..........ggg...........',
  '...........g............',
  '...........g............',
  '...........g............',
  '...dddddddddddddddddd...',
]);

export function SaplingIllustration({ size = '12rem', ...props }: IconProps): ReactElement {
  return <PixelArt rows={SAPLING} size={size} {...props} />;
}
