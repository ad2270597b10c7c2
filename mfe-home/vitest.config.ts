import { defineConfig } from 'vitest/config';
import { pageTestConfig } from '@momentum/build/page-test-config';

export default defineConfig(pageTestConfig());
