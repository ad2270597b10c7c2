import type { ReactElement } from 'react';
import { PixelArt, type IconProps } from './pixel-art';

// The mark: a pixel "M" on a baseline, an arrow rising from its right stroke: momentum.
const MARK = [
  '..........yyyy..',
  '...........yyy..',
  '..........yyyy..',
  '.........yyy.y..',
  'yyy.....yyy.....',
  'yyyy...yyyy.....',
  'yyyyy.yyyyy.....',
  'yy.yyyyy.yy.....',
  'yy..yyy..yy.....',
  'yy...y...yy.....',
  'yy.......yy.....',
  'yy.......yy.....',
  'yy.......yy.....',
  'yy.......yy.....',
  'bbbbbbbbbbbbbbb.',
  '................',
];

// 5×7 pixel letters for the wordmark.
const LETTERS: Record<string, readonly string[]> = {
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
};

const WORD = 'MOMENTUM';
const WORDMARK = Array.from({ length: 7 }, (_, y) =>
  [...WORD].map((ch) => LETTERS[ch]![y]!.replace(/#/g, 'y')).join('.'),
);

/** The square logo mark (app icon, tab headers). */
export function LogoMark(props: IconProps): ReactElement {
  return <PixelArt rows={MARK} {...props} />;
}

/** The "MOMENTUM" wordmark in yellow pixel letters; give it a title where it is the page's logo. */
export function LogoWordmark({ size = '20rem', ...props }: IconProps): ReactElement {
  return <PixelArt rows={WORDMARK} size={size} {...props} />;
}
