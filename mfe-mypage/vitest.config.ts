import { defineConfig } from 'vitest/config';
import { pageTestConfig } from '@momentum/rspack-config/page-test-config';

export default defineConfig(pageTestConfig());
