import styled from 'styled-components';
import { CenteredScreen } from '../layout/app-column';
import { useKakaoCallback } from './use-kakao-callback';

export function KakaoCallbackPage() {
  useKakaoCallback();
  return (
    <CenteredScreen aria-busy="true">
      <Text role="status">로그인 처리 중...</Text>
    </CenteredScreen>
  );
}

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.base};
`;
