import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const GEAR = [
  '................',
  '.......##.......',
  '...##..##..##...',
  '...##########...',
  '....##....##....',
  '...##......##...',
  '.###...##...###.',
  '.###..####..###.',
  '.###..####..###.',
  '.###...##...###.',
  '...##......##...',
  '....##....##....',
  '...##########...',
  '...##..##..##...',
  '.......##.......',
  '................',
];

export function SettingsIcon(props: IconProps): ReactElement {
  return <PixelArt rows={GEAR} {...props} />;
}
