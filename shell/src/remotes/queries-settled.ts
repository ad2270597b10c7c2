// "The screen in view has its data": no query is fetching and no mutation is running. The shell waits
// for this before it fetches the other tabs' code, so their bytes and script evaluation never compete
// with the first screen's API answers and the render they cause (the LCP and TBT of /home, docs/budgets.md).
import type { QueryClient } from '@tanstack/react-query';

/** Resolves once `client` is idle after a settling pause, or after `maxWaitMs` whatever happens. */
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
