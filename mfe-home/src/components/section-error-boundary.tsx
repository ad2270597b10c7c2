import { Component, type ReactNode } from 'react';
import { SectionError } from './section-error';

interface Props {
  children: ReactNode;
}

/** Keeps a render failure inside one home section (the others still show). */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <SectionError message="이 영역을 표시하지 못했습니다." onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
