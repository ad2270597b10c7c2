// Design tokens: the single source of the product's look.
// Sizes are in rem because html is 62.5% (1rem = 10px), so 1.6rem reads as 16px.

/** The original product's palette (docs/decisions.md "Look"). */
export const palette = {
  white: '#FCFCFC',
  black: '#020202',
  gray: '#DBDBDB',
  darkGray: '#999999',
  yellow: '#FAED46',
  blue: '#6A7CB7',
  red: '#FF0000',
} as const;

export type PaletteColor = keyof typeof palette;

/** 4px-based spacing scale: space[4] = 1.6rem = 16px. */
export const space = {
  0: '0',
  1: '0.4rem',
  2: '0.8rem',
  3: '1.2rem',
  4: '1.6rem',
  5: '2rem',
  6: '2.4rem',
  8: '3.2rem',
  10: '4rem',
  12: '4.8rem',
} as const;

/** Pixel art reads best with hard or nearly hard corners. */
export const radii = {
  none: '0',
  sm: '0.4rem',
  md: '0.8rem',
  lg: '1.6rem',
  round: '50%',
} as const;

export const fontSizes = {
  xs: '1.1rem',
  sm: '1.2rem',
  md: '1.4rem',
  base: '1.6rem',
  lg: '1.8rem',
  xl: '2.2rem',
  xxl: '2.8rem',
  display: '4rem',
} as const;

export const lineHeights = {
  tight: 1.2,
  normal: 1.5,
} as const;

/** Galmuri first; system fonts keep user text readable while its subset downloads (font-display: swap). */
export const fontFamily = {
  pixel:
    "'Galmuri11', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', system-ui, sans-serif",
} as const;

/**
 * The strips a phone keeps at the screen's edges (the status bar's notch, the home indicator), 0px
 * elsewhere. The page covers the whole screen (viewport-fit=cover), so what is pinned to an edge pads
 * by these to keep its content out of them.
 */
export const safeArea = {
  top: 'env(safe-area-inset-top, 0px)',
  bottom: 'env(safe-area-inset-bottom, 0px)',
} as const;

const tabBarHeight = '6.4rem';

export const layout = {
  /** Content column: 375px, centred. */
  maxWidth: '37.5rem',
  /** The tab bar's own height: its icons and labels, above the home indicator's strip. */
  tabBarHeight,
  /** How much of the screen's bottom the fixed tab bar covers: its height and the strip under it. */
  tabBarSpace: `calc(${tabBarHeight} + ${safeArea.bottom})`,
  headerHeight: '5.6rem',
  /** The notification modal of docs/product-spec.md (section 9). */
  notificationModal: { width: '30rem', height: '45rem' },
} as const;

/** Stacking layers, lowest first; primitives use these instead of magic numbers. */
export const zIndex = {
  base: 0,
  header: 10,
  tabBar: 20,
  modal: 100,
  toast: 200,
} as const;

/** Durations in ms (numbers so timers and CSS share them). */
export const motion = {
  fast: 120,
  normal: 200,
  slow: 400,
} as const;

/** Toast visibility (docs/product-spec.md section 9: 3 seconds). */
export const TOAST_MS = 3000;

/** Photo limit (docs/product-spec.md section 9: 500 MB). */
export const MAX_IMAGE_BYTES = 500 * 1024 * 1024;
