import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

// A blue shield with a yellow star: the 작심 보호권, and the day it kept in the streak.
const SHIELD = [
  '................',
  '.##############.',
  '.#bbbbbbbbbbbb#.',
  '.#bbbbbyybbbbb#.',
  '.#bbbbbyybbbbb#.',
  '.#byyyyyyyyyyb#.',
  '.#bbyyyyyyyybb#.',
  '.#bbbyyyyyybbb#.',
  '.#bbbyybbyybbb#.',
  '.#bbyybbbbyybb#.',
  '..#bbbbbbbbbb#..',
  '..#bbbbbbbbbb#..',
  '...#bbbbbbbb#...',
  '....##bbbb##....',
  '......####......',
  '................',
];

export function ShieldIcon(props: IconProps): ReactElement {
  return <PixelArt rows={SHIELD} {...props} />;
}
