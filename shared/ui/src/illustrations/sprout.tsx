import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from '../icons/pixel-art';
import { inPot } from './plant-pot';

// 20–39%: a sprout with its first two leaves.
const SPROUT = inPot([
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '.......yyy....yyy.......',
  '......yyyyy..yyyyy......',
  '.......yyyy..yyyy.......',
  '.........yy.yy..........',
  '...........g............',
  '...........g............',
  '...........g............',
  '...........g............',
  '...dddddddddddddddddd...',
]);

export function SproutIllustration({ size = '12rem', ...props }: IconProps): ReactElement {
  return <PixelArt rows={SPROUT} size={size} {...props} />;
}
