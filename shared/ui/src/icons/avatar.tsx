import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

// The default profile picture: a pixel face on blue, for users without a provider image.
const AVATAR = [
  'bbbbbbbbbbbbbbbb',
  'bbbbbbbbbbbbbbbb',
  'bbbbbkkkkkkbbbbb',
  'bbbbkkkkkkkkbbbb',
  'bbbkkkwwwwkkkbbb',
  'bbbkwwwwwwwwkbbb',
  'bbbkwkwwwwkwkbbb',
  'bbbkwkwwwwkwkbbb',
  'bbbkwwwwwwwwkbbb',
  'bbbbkwkwwkwkbbbb',
  'bbbbbkwkkwkbbbbb',
  'bbbbbbkkkkbbbbbb',
  'bbbbbbbwwbbbbbbb',
  'bbbyyyyyyyyyybbb',
  'byyyyyyyyyyyyyyb',
  'byyyyyyyyyyyyyyb',
];

export function AvatarIcon(props: IconProps): ReactElement {
  return <PixelArt rows={AVATAR} {...props} />;
}
