// The exposed route tree, mounted the way the shell mounts it (under /moment/*).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@momentum/ui/theme';
import MomentRoutes from './routes';

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/moment/*" element={<MomentRoutes />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('mfe-moment routes', () => {
  it.each([["/moment","모멘트"],["/moment/bucket","버킷리스트"],["/moment/upload/7","모멘트 인증"],["/moment/bucket/upload/7","버킷리스트 인증"],["/moment/select-mode/7","모멘트 생성 방식 선택"],["/moment/create-moment/7?mode=auto","모멘트 만들기"],["/moment/complete","모멘트 설계 완료 !"]])('renders %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderAt('/moment/no-such-screen');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
