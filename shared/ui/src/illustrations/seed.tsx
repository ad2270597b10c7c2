import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from '../icons/pixel-art';
import { inPot } from './plant-pot';

// 0–19%: a seed resting on fresh soil.
const SEED = inPot([
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '........................',
  '..........y.............',
  '...........yy...........',
  '..........yyyy..........',
  '.........yywyy..........',
  '...dddddddyyyyddddddd...',
]);

export function SeedIllustration({ size = '12rem', ...props }: IconProps): ReactElement {
  return <PixelArt rows={SEED} size={size} {...props} />;
}
