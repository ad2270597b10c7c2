// One task per big shared module, so no long task blocks input after a prerendered paint (ADR 0009); a failure is left to the bootstrap.
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
