// Home's first-visit JS is at its budget (docs/budgets.md): what the first screen does not show, the
// bell's list and the 작심 보호권, loads a few seconds after it, or at once when a tap needs it.
import { useCallback, useEffect, useState } from 'react';
import type * as HomeLater from './home-later';

type Later = typeof HomeLater;
let later: Promise<Later> | undefined;

function loadLater(): Promise<Later> {
  // A failed download (offline) is tried again at the next need.
  later ??= import('./home-later').catch((error: unknown) => {
    later = undefined;
    throw error;
  });
  return later;
}

/** The later parts once loaded, and a call that loads them now. */
export function useHomeLater(): [Later | undefined, () => void] {
  const [parts, setParts] = useState<Later>();
  const load = useCallback(() => void loadLater().then(setParts, () => undefined), []);
  useEffect(() => {
    const timer = setTimeout(load, 3000);
    return () => clearTimeout(timer);
  }, [load]);
  return [parts, load];
}
