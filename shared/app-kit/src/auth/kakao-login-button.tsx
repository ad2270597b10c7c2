import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { RuntimeConfig } from '../config/runtime-config';
import { buildKakaoAuthorizeUrl } from './kakao';
import { beginKakaoSignIn } from './kakao-state';

/** The `state` goes in on click, so each attempt has its own and rendering (also at build time) makes none. */
export function KakaoLoginButton({ kakao }: { kakao: RuntimeConfig['kakao'] }) {
  const origin = window.location.origin;
  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = buildKakaoAuthorizeUrl(kakao, origin, beginKakaoSignIn());
  };
  return (
    <KakaoLink href={buildKakaoAuthorizeUrl(kakao, origin)} onClick={start}>
      카카오 로그인
    </KakaoLink>
  );
}

// Kakao's brand colours (its login button guide): yellow #FEE500 with near-black text.
const KakaoLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 30rem;
  min-height: 4.8rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fee500;
  color: rgba(0, 0, 0, 0.85);
  font-size: ${({ theme }) => theme.fontSizes.base};
  text-decoration: none;

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.3rem;
  }
`;
