// A burst of image decodes must not exhaust memory.
export function createConcurrencyLimit(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (active < max) {
      active += 1;
      return;
    }
    // The releasing task hands its slot straight over, so `active` stays unchanged.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
