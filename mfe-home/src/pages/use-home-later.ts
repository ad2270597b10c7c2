// Home's first-visit JS is at its budget (docs/budgets.md): what the first screen does not show, the
// bell's list and the 작심 보호권, loads a few seconds after it, or at once when a tap needs it.
import { useCallback, useEffect, useState } from 'react';
import { tapWaiting } from '@momentum/first-visit/browser';
import type * as HomeLater from './home-later';

type Later = typeof HomeLater;
let later: Promise<Later> | undefined;

function loadLater(): Promise<Later> {
  // A failed download (offline) is tried again at the next need.
  later ??= import(/* webpackChunkName: "home-later" */ './home-later').catch((error: unknown) => {
    later = undefined;
    throw error;
  });
  return later;
}

// A tap the page kept at its paint (ADR 0024) is most likely the bell's: with this screen's code, not after
// its hydration, so the list's chunk downloads while React hydrates.
if (tapWaiting()) void loadLater().catch(() => undefined);

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
