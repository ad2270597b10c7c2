// Evaluates the big shared modules one task each before the bootstrap needs them, so no single long
// task blocks input after a prerendered paint (ADR 0009). Each resolves through the share scope, so
// nothing loads twice; a failure is left to the bootstrap's own import, which reports it.

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
