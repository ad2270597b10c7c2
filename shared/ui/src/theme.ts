// Type-only: brings the DefaultTheme augmentation along to every program that uses the theme.
import type {} from './styled';
import {
  fontFamily,
  fontSizes,
  layout,
  lineHeights,
  motion,
  palette,
  radii,
  safeArea,
  space,
  zIndex,
} from './tokens';

/** The styled-components theme; pass it to <ThemeProvider theme={theme}>. */
export const theme = {
  colors: {
    ...palette,
    background: palette.black,
    text: palette.white,
    textMuted: palette.darkGray,
    accent: palette.yellow,
    accentAlt: palette.blue,
    /**
     * Blue for TEXT: the palette's blue (same hue, 226°) lightened. The brand blue is 4.3:1 on the
     * rows' #1A1A1A, under WCAG AA's 4.5:1 for text; this one is 5.7:1 there and 6.8:1 on black.
     * Fills, borders and outlines keep the brand blue.
     */
    blueText: '#8392C3',
    danger: palette.red,
    focus: palette.yellow,
  },
  space,
  radii,
  fontSizes,
  lineHeights,
  fontFamily,
  layout,
  safeArea,
  zIndex,
  motion,
} as const;

export type Theme = typeof theme;
