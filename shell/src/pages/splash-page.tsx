import { useEffect } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import styled, { keyframes } from 'styled-components';
import { SPLASH_DELAY_MS } from '@momentum/contracts/limits';
import { LogoMark, LogoWordmark } from '@momentum/ui/icons/logo';
import { decideSplashTarget } from '@momentum/app-kit/splash';
import { useSessionStore } from '@momentum/app-kit/session';
import { SLOGAN } from './slogan';

export function SplashPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      navigate(decideSplashTarget(useSessionStore.getState().token), { replace: true });
    }, SPLASH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Screen data-testid="splash-page">
      <Rise $delay={0}>
        <LogoMark size="9.6rem" />
      </Rise>
      {/* The product's name is the screen's heading, as on /login. */}
      <Rise $delay={300} as="h1">
        <LogoWordmark size="20rem" title="모멘텀" />
      </Rise>
      <Slogan $delay={900}>{SLOGAN}</Slogan>
    </Screen>
  );
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(1.6rem); }
  to { opacity: 1; transform: none; }
`;

const Screen = styled.main`
  flex: 1;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
`;

const Rise = styled.div<{ $delay: number }>`
  animation: ${rise} 0.8s ease-out both;
  animation-delay: ${({ $delay }) => $delay}ms;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Slogan = styled(Rise).attrs({ as: 'p' })`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.gray};
`;
