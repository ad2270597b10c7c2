import type { ReactElement, ReactNode } from 'react';
import { PageRoot, Title } from './page.styles';

export interface PageProps {
  children: ReactNode;
  /** Leaves room for the fixed bottom tab bar (signed-in screens). */
  withTabBar?: boolean;
  className?: string;
}

/** A screen's <main>: the 375px column, centred, padded. One per route. */
export function Page({ children, withTabBar = false, className }: PageProps): ReactElement {
  return (
    <PageRoot $withTabBar={withTabBar} className={className}>
      {children}
    </PageRoot>
  );
}

/** The screen's heading (h1), e.g. '친구들의 모멘트'. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }): ReactElement {
  return <Title className={className}>{children}</Title>;
}
