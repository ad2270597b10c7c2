import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

const Providers = ({ children }: { children: ReactNode }): ReactElement => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
);

/** render() inside the theme, as the shell renders every screen. */
export const renderWithTheme = (ui: ReactElement, options?: RenderOptions): RenderResult =>
  render(ui, { wrapper: Providers, ...options });
