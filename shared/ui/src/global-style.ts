// Type-only: brings the DefaultTheme augmentation along to every program that uses the theme.
import type {} from './styled';
import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './font-faces';
import { preloadCriticalFonts } from './preload-fonts';

// When the app's root imports this module, not when GlobalStyle first renders (after the config
// fetch): the critical fonts then download beside the rest of the start-up, see preload-fonts.ts.
if (typeof document !== 'undefined') preloadCriticalFonts(document);

/**
 * Page-wide base styles. Render once, inside the ThemeProvider, at the app root (shell or harness).
 * html is 62.5% so every rem token reads as tenths of a pixel-perfect 16px base.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
    padding: 0;
  }

  html {
    /* The page is dark: without this, WebKit draws form controls light (a <select> with white text on
       light grey) and scrollbars and autofill stay light too. */
    color-scheme: dark;
    font-size: 62.5%;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  html, body {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }

  body {
    min-height: 100dvh;
    font-family: ${({ theme }) => theme.fontFamily.pixel};
    font-size: ${({ theme }) => theme.fontSizes.base};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: none;
    /* No rubber-band bounce that reveals white behind the dark page, no pull-to-refresh inside scroll areas. */
    overscroll-behavior-y: none;
    -webkit-tap-highlight-color: transparent;
    /* Korean breaks between words (spaces), never inside one ('확인해주세요' stays whole); a token
       with no break opportunity (an email, a long URL) may still break anywhere rather than overflow.
       Both inherit, so components never repeat them; only a one-line label opts out (nowrap). */
    word-break: keep-all;
    overflow-wrap: anywhere;
  }

  img, svg, video, canvas, picture {
    display: block;
    max-width: 100%;
  }

  /* Pixel art must stay crisp when scaled. */
  img, svg {
    image-rendering: pixelated;
  }

  input, textarea, select, button {
    font: inherit;
    color: inherit;
  }

  button {
    background: none;
    border: 0;
    cursor: pointer;
    touch-action: manipulation;
  }

  button:disabled {
    cursor: not-allowed;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  ul, ol {
    list-style: none;
  }

  /* Only keyboard users see the ring; a tap does not leave one behind. */
  :focus:not(:focus-visible) {
    outline: none;
  }

  :focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.2rem;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
