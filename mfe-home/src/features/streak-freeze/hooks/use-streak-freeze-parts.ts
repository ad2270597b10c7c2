// Home's first-visit JS has no room (docs/budgets.md): the 보호권 parts load once the first screen is
// idle, and until then the header and the week strip render exactly as without them.
import { useEffect, useState } from 'react';

type Parts = typeof import('../components/streak-freeze-parts');
let loaded: Parts | undefined;

const whenIdle = (then: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(then, { timeout: 3000 }) : window.setTimeout(then, 1500));

export function useStreakFreezeParts(): Parts | undefined {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return;
    let live = true;
    // Idle twice, a second apart: after the screen has painted and whatever it started has settled.
    whenIdle(() => window.setTimeout(() => whenIdle(() => void import('../components/streak-freeze-parts').then((module) => {
      loaded = module;
      if (live) setParts(module);
    })), 1000));
    return () => {
      live = false;
    };
  }, [parts]);
  return parts;
}
