import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ConfigErrorScreen } from '@momentum/app-kit/config-error';

interface State {
  failed: boolean;
}

/** Last resort, never a blank page; a remote's own failures stop at its area's boundary first. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] unexpected error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ConfigErrorScreen message="예기치 못한 오류가 발생했습니다." onRetry={() => window.location.reload()} />;
  }
}
