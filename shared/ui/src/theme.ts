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
    danger: palette.red,
    focus: palette.yellow,
  },
  space,
  radii,
  fontSizes,
  lineHeights,
  fontFamily,
  layout,
  zIndex,
  motion,
} as const;

export type Theme = typeof theme;
