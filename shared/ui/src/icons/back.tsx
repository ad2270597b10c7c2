import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const BACK = [
  '................',
  '................',
  '......##........',
  '.....##.........',
  '....##..........',
  '...##...........',
  '..##............',
  '.##############.',
  '.##############.',
  '..##............',
  '...##...........',
  '....##..........',
  '.....##.........',
  '......##........',
  '................',
  '................',
];

export function BackIcon(props: IconProps): ReactElement {
  return <PixelArt rows={BACK} {...props} />;
}
