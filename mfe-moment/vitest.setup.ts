import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole screens render slowly on a busy 2-core machine; findBy* waits up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
