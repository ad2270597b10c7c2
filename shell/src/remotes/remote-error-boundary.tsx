import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredScreen, PlainButton } from '@momentum/app-kit/layout';
import type { RemoteDefinition } from '@momentum/app-kit/remote-contract';

interface Props {
  remote: RemoteDefinition;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote] ${this.props.remote.federationName} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <CenteredScreen role="alert" data-testid={`remote-error-${this.props.remote.key}`}>
        <Title>화면을 불러오지 못했습니다.</Title>
        <Message>잠시 후 다시 시도해 주세요. 다른 탭은 계속 사용할 수 있습니다.</Message>
        <PlainButton type="button" onClick={this.retry}>
          다시 시도
        </PlainButton>
      </CenteredScreen>
    );
  }
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
