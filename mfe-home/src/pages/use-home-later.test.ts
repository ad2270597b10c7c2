// The later parts start with the screen's code when the page holds a tap (ADR 0024), else a few seconds on.
import { afterEach, expect, it, vi } from 'vitest';

const laterLoaded = vi.fn();

afterEach(() => {
  laterLoaded.mockClear();
  vi.resetModules();
});

async function evaluateWith(waiting: boolean): Promise<void> {
  vi.doMock('./home-later', () => {
    laterLoaded();
    return {};
  });
  vi.doMock('@momentum/first-visit/browser', () => ({ tapWaiting: () => waiting }));
  await import('./use-home-later');
}

it("asks for the later parts as the screen's code runs when a tap waits for it", async () => {
  await evaluateWith(true);
  await vi.waitFor(() => expect(laterLoaded).toHaveBeenCalledTimes(1));
});

it('leaves them for later when no tap waits', async () => {
  await evaluateWith(false);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(laterLoaded).not.toHaveBeenCalled();
});
