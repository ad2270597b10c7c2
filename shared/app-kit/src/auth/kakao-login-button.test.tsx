import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theme } from '@momentum/ui/theme';
import { KakaoLoginButton } from './kakao-login-button';
import { KAKAO_STATE_KEY } from './kakao-state';

const KAKAO = { authorizeUrl: 'http://localhost:4000/oauth/authorize', clientId: 'momentum-dev' };
// jsdom does not navigate; stop the link's default action after React has handled the click.
const stayHere = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayHere));
afterEach(() => {
  document.removeEventListener('click', stayHere);
  sessionStorage.clear();
});

function renderButton() {
  render(
    <ThemeProvider theme={theme}>
      <KakaoLoginButton kakao={KAKAO} />
    </ThemeProvider>,
  );
  return screen.getByRole('link', { name: '카카오 로그인' });
}

describe('KakaoLoginButton', () => {
  it('renders the authorize URL without a state: rendering starts no sign-in', () => {
    const link = renderButton();
    expect(new URL(link.getAttribute('href')!).searchParams.has('state')).toBe(false);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });

  it('sends a new state, the one this tab keeps, on every click', () => {
    const link = renderButton();
    fireEvent.click(link);
    const first = new URL(link.getAttribute('href')!).searchParams.get('state');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBe(first);

    fireEvent.click(link);
    const second = new URL(link.getAttribute('href')!).searchParams.get('state');
    expect(second).not.toBe(first);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBe(second);
    expect(new URL(link.getAttribute('href')!).searchParams.get('client_id')).toBe('momentum-dev');
  });
});
