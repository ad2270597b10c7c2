import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: the shell's scroll-to-top calls a stub.
window.scrollTo = (() => {}) as typeof window.scrollTo;
