// Collects values by key and writes them in one batch a task later: answers that arrive together cost
// one write, and within a batch the newest value of a key wins (an older one arriving late is dropped).

interface BatchedWriterOptions<T> {
  /** When the value was made: the larger wins. */
  versionOf: (value: T) => number;
  /** Writes one batch; called in the flushing task. */
  write: (batch: Map<string, T>) => void;
}

export interface BatchedWriter<T> {
  add: (key: string, value: T) => void;
  /** Writes what waits now, in this task (a page being left runs no later callback). */
  flush: () => void;
  /** Forgets what waits, unwritten. */
  drop: () => void;
}

export function createBatchedWriter<T>({ versionOf, write }: BatchedWriterOptions<T>): BatchedWriter<T> {
  let waiting = new Map<string, T>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    write(batch);
  };
  return {
    add: (key, value) => {
      const held = waiting.get(key);
      if (held === undefined || versionOf(value) >= versionOf(held)) waiting.set(key, value);
      timer ??= setTimeout(flush, 0);
    },
    flush,
    drop: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = new Map();
    },
  };
}
