import styled from 'styled-components';
import { CenteredScreen, PlainButton } from '../layout/app-column';

interface ConfigErrorScreenProps {
  message: string;
  onRetry: () => void;
}

export function ConfigErrorScreen({ message, onRetry }: ConfigErrorScreenProps) {
  return (
    <CenteredScreen role="alert" data-testid="config-error">
      <Title>앱을 시작할 수 없습니다</Title>
      <Message>{message}</Message>
      <PlainButton type="button" onClick={onRetry}>
        다시 시도
      </PlainButton>
    </CenteredScreen>
  );
}

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
