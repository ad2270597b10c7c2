// Answers that arrive together cost one write; an older value of a key arriving late is dropped.

interface BatchedWriterOptions<T> {
  versionOf: (value: T) => number;
  write: (batch: Map<string, T>) => void;
}

export interface BatchedWriter<T> {
  add: (key: string, value: T) => void;
  /** In this task: a page being left runs no later callback. */
  flush: () => void;
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
