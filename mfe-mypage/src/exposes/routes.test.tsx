// The exposed route tree, mounted the way the shell mounts it (under /mypage/*).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@momentum/ui/theme';
import MypageRoutes from './routes';

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mypage/*" element={<MypageRoutes />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('mfe-mypage routes', () => {
  it.each([["/mypage/friend","친구 추가"],["/mypage/edit","내 정보 수정"]])('renders %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderAt('/mypage/no-such-screen');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
