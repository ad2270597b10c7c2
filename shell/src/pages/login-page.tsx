import styled from 'styled-components';
import { LogoMark, LogoWordmark } from '@momentum/ui/icons/logo';
import { KakaoLoginButton } from '@momentum/app-kit/kakao-login-button';
import { SignInErrorAlert } from '@momentum/app-kit/sign-in-error';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { SLOGAN } from './slogan';

export function LoginPage({ kakao }: { kakao: RuntimeConfig['kakao'] }) {
  return (
    <Screen data-testid="login-page">
      <Brand>
        <LogoMark size="9.6rem" />
        <h1>
          <LogoWordmark size="20rem" title="모멘텀" />
        </h1>
        <Slogan>{SLOGAN}</Slogan>
      </Brand>
      <SignInErrorAlert />
      <KakaoLoginButton kakao={kakao} />
    </Screen>
  );
}

const Screen = styled.main`
  flex: 1;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[6]};
`;

// Full width, centred as text: the pixel font arrives after the first paint, and a box as wide as its
// text (laid out meanwhile in a system font) would move when the font comes in.
const Brand = styled.div`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
`;

const Slogan = styled.p`
  align-self: stretch;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.gray};
`;
