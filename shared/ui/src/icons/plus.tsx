import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

const PLUS = [
  '................',
  '................',
  '.......##.......',
  '.......##.......',
  '.......##.......',
  '.......##.......',
  '.......##.......',
  '..############..',
  '..############..',
  '.......##.......',
  '.......##.......',
  '.......##.......',
  '.......##.......',
  '.......##.......',
  '................',
  '................',
];

export function PlusIcon(props: IconProps): ReactElement {
  return <PixelArt rows={PLUS} {...props} />;
}
