// The not-found page of docs/product-spec.md. Lives here so the shell and every remote render the same one.
import { useNavigate } from '@momentum/app-kit/router';
import styled from 'styled-components';
import { CenteredScreen, PlainButton } from '../layout/app-column';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <CenteredScreen data-testid="not-found-page">
      <Code>4 0 4</Code>
      <Title>죄송합니다. 페이지를 찾을 수 없습니다.</Title>
      <Message>
        존재하지 않는 주소를 입력하셨거나,
        <br />
        요청하신 페이지의 주소가 변경 또는 삭제되어 찾을 수 없습니다.
      </Message>
      <PlainButton type="button" onClick={() => navigate('/')}>
        홈으로
      </PlainButton>
    </CenteredScreen>
  );
}

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.display};
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 0.2rem;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
