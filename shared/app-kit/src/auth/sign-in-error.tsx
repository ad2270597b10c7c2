// A refused callback's message rides in the navigation's state, not the URL: a link cannot put words
// on our login screen.
import styled from 'styled-components';
import { useLocation } from '@momentum/app-kit/router';

export const SIGN_IN_REQUEST_REFUSED = '로그인 요청이 올바르지 않습니다. 다시 로그인해 주세요.';

export interface SignInErrorState {
  signInError: string;
}

export function signInErrorState(message: string): SignInErrorState {
  return { signInError: message };
}

export function SignInErrorAlert() {
  const state: unknown = useLocation().state;
  const message =
    typeof state === 'object' && state !== null && typeof (state as Partial<SignInErrorState>).signInError === 'string'
      ? (state as SignInErrorState).signInError
      : null;
  if (!message) return null;
  return <Alert role="alert">{message}</Alert>;
}

const Alert = styled.p`
  max-width: 30rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.base};
  color: ${({ theme }) => theme.colors.danger};
`;
