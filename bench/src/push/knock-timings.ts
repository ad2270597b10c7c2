// 100 knocks one after another, each timed from its answer (the body read) to the push arriving at the
// push service, and from the request's start; the next knock waits for the push (or gives up on it).
import type { KnockPair } from './arrange';

interface KnockTiming {
  /** Push arrival minus the knock's answer: negative when the push came first. */
  afterAnswerMs: number;
  /** Push arrival minus the knock request's start. */
  afterRequestMs: number;
}

export interface PushArrivals {
  /** Resolves with performance.now() when a push for the device arrives, or null after `timeoutMs`. */
  next(deviceId: string, timeoutMs: number): Promise<number | null>;
}

const PUSH_WAIT_MS = 30_000;

export async function timeKnocks(apiUrl: string, pairs: Array<KnockPair & { token: string }>, arrivals: PushArrivals) {
  const timings: KnockTiming[] = [];
  let lost = 0;
  for (const pair of pairs) {
    const arrived = arrivals.next(pair.device.id, PUSH_WAIT_MS);
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/friends/knock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ friendUserID: pair.receiverId }),
    });
    await response.arrayBuffer();
    const answered = performance.now();
    if (response.status !== 200) throw new Error(`knock answered ${response.status}`);
    const at = await arrived;
    if (at === null) lost += 1;
    else timings.push({ afterAnswerMs: at - answered, afterRequestMs: at - started });
  }
  return { timings, lost };
}
