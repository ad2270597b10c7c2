// The exposed route tree, mounted the way the shell mounts it (under /home/*).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@momentum/ui/theme';
import HomeRoutes from './routes';

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/home/*" element={<HomeRoutes />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('mfe-home routes', () => {
  it.each([["/home","홈"]])('renders %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderAt('/home/no-such-screen');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
