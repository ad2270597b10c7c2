// Throttles the page's service workers too: Chromium applies network conditions per target, so a worker
// would fetch at full speed (docs/benchmarks.md). Each worker's target is attached without flattening,
// as Playwright's CDP session has no per-target sessions, and spoken to with Target.sendMessageToTarget.
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
