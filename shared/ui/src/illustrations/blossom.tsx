import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from '../icons/pixel-art';
import { inPot } from './plant-pot';

// 60–79%: a small tree in flower.
const BLOSSOM = inPot([
  '........................',
  '.........yyyyyy.........',
  '......yyyywyyyyyyy......',
  '....yyyyywgwyyyyyyyy....',
  '...yyyyyyywyyyyywyyyy...',
  '..yyywyyyyyyyyywgwyyyy..',
  '..yywgwyyyyyyyyywyyyyy..',
  '..yyywyyyyywyyyyyyyyyy..',
  '...yyyyyyywgwyyyyywyy...',
  '....yyyyyyywyyyyywgwy...',
  '......yyyyyyyyyyyywy....',
  '.........yyggyyy........',
  '...........gg...........',
  '...........gg...........',
  '...........gg...........',
  '..........gggg..........',
  '...dddddddddddddddddd...',
]);

export function BlossomIllustration({ size = '12rem', ...props }: IconProps): ReactElement {
  return <PixelArt rows={BLOSSOM} size={size} {...props} />;
}
