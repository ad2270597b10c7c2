// Types of page-test-config.js, which stays JavaScript (it says why): the apps' configs typecheck against them.
import type { ViteUserConfig } from 'vitest/config';

export function pageTestConfig(): ViteUserConfig;
