import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

// A heart with a spark: "active" invites a cheer, "disabled" shows one already sent.
const ACTIVE = [
  '..............y.',
  '.............yyy',
  '..............y.',
  '..yyyy....yyyy..',
  '.yywwyy..yyyyyy.',
  'yywwyyyyyyyyyyyy',
  'yywyyyyyyyyyyyyy',
  'yyyyyyyyyyyyyyyy',
  'yyyyyyyyyyyyyyyy',
  '.yyyyyyyyyyyyyy.',
  '..yyyyyyyyyyyy..',
  '...yyyyyyyyyy...',
  '....yyyyyyyy....',
  '.....yyyyyy.....',
  '......yyyy......',
  '.......yy.......',
];

const DISABLED = [
  '................',
  '................',
  '................',
  '..dddd....dddd..',
  '.dd..dd..dd..dd.',
  'dd....dddd....dd',
  'd..............d',
  'd..............d',
  'd..............d',
  '.d............d.',
  '..d..........d..',
  '...d........d...',
  '....d......d....',
  '.....d....d.....',
  '......d..d......',
  '.......dd.......',
];

export function CheerIcon({ disabled = false, ...props }: IconProps & { disabled?: boolean }): ReactElement {
  return <PixelArt rows={disabled ? DISABLED : ACTIVE} {...props} />;
}
