// The big shared modules, evaluated one per task before the bootstrap needs them. Importing the
// bootstrap evaluates every module it imports in one go: React DOM, styled-components, the query
// cache, the router (~45 ms on a mid phone, ~180 ms at Lighthouse's 4× CPU), one long task that
// blocks input right after a prerendered page has painted (ADR 0009). Each import here resolves
// through the federation share scope as the bootstrap's would, so nothing is loaded twice; a yield
// between them lets the browser handle input and paint. A failure is left to the bootstrap's own
// import, which reports it.

import { yieldToMain } from './yield-to-main';

const IN_ORDER: (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@tanstack/react-query'),
  () => import('@momentum/app-kit/router'),
];

export async function evaluateSharedModulesInSlices(): Promise<void> {
  for (const load of IN_ORDER) {
    await yieldToMain();
    await load().catch(() => {});
  }
  await yieldToMain();
}
