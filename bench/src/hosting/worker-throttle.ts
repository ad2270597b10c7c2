// The throttle for the page's service worker too. Chromium applies `Network.emulateNetworkConditions`
// per target: set on the page only, the worker's own fetches (its precache download on a first visit,
// its network-first revalidations on a repeat visit) ran at full speed here (a fetch through the worker
// took 8 ms under a 1000 ms page latency; with the worker's target throttled too, 1011 ms). So every
// worker of `origin` gets the same conditions as it starts, through the browser's CDP session: the
// worker's own target, attached without flattening (Playwright's CDP session has no per-target
// sessions), spoken to with `Target.sendMessageToTarget`.
import type { Browser, CDPSession } from '@playwright/test';
import type { Throttle } from './settings';

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

export interface WorkerThrottle {
  /** How many worker targets got the throttle. */
  throttled: () => number;
  stop: () => Promise<void>;
}

export async function throttleWorkers(browser: Browser, origin: string, throttle: Throttle): Promise<WorkerThrottle> {
  const session: CDPSession = await browser.newBrowserCDPSession();
  const done = new Set<string>();
  let messageId = 1;
  const apply = async (target: TargetInfo) => {
    if (target.type !== 'service_worker' || !target.url.startsWith(origin) || done.has(target.targetId)) return;
    done.add(target.targetId);
    try {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      const send = (method: string, params: object) => session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: messageId++, method, params }) });
      await send('Network.enable', {});
      await send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latencyMs,
        downloadThroughput: throttle.downloadBitsPerSecond / 8,
        uploadThroughput: throttle.uploadBitsPerSecond / 8,
      });
    } catch {
      // The worker went away before it could be throttled: nothing of it left to slow.
    }
  };
  session.on('Target.targetCreated', (event) => void apply(event.targetInfo));
  session.on('Target.targetInfoChanged', (event) => void apply(event.targetInfo));
  await session.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await session.send('Target.getTargets');
  await Promise.all(targetInfos.map(apply));
  return {
    throttled: () => done.size,
    stop: () => session.detach().catch(() => {}),
  };
}
