import type { ReactElement, ReactNode } from 'react';
import { PageRoot, Title } from './page.styles';

export interface PageProps {
  children: ReactNode;
  className?: string;
}

/** A screen's <main>: the 375px column, centred, padded, filling its frame's height. One per route. */
export function Page({ children, className }: PageProps): ReactElement {
  return <PageRoot className={className}>{children}</PageRoot>;
}

/** The screen's heading (h1), e.g. '친구들의 모멘트'. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }): ReactElement {
  return <Title className={className}>{children}</Title>;
}
