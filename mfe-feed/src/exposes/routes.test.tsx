// The exposed route tree, mounted the way the shell mounts it (under /feed/*).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@momentum/ui/theme';
import FeedRoutes from './routes';

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/feed/*" element={<FeedRoutes />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('mfe-feed routes', () => {
  it.each([["/feed","친구들의 모멘트"]])('renders %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderAt('/feed/no-such-screen');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
