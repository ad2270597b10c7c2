// The shell waits for this before fetching the other tabs' code, so it never competes with the first
// screen's answers and their render (the LCP and TBT of /home, docs/budgets.md).
import type { QueryClient } from '@tanstack/react-query';

export function queriesSettled(client: QueryClient, maxWaitMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    let check: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearTimeout(cap);
      clearTimeout(check);
      resolve();
    };
    // A macrotask later: an answer's render may start the next query (a dependent one) in its effects.
    const scheduleCheck = () => {
      clearTimeout(check);
      check = setTimeout(() => {
        if (client.isFetching() === 0 && client.isMutating() === 0) finish();
      }, 0);
    };
    const unsubscribe = client.getQueryCache().subscribe(scheduleCheck);
    const cap = setTimeout(finish, maxWaitMs);
    scheduleCheck();
  });
}
