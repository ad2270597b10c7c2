// Open-loop load at a steady rate: each request sent at its due time on its own keep-alive socket, never
// queued behind a slow one, and its latency counted from that due time, so neither a stalled generator
// nor a stalled server hides latency (no coordinated omission).
import http from 'node:http';
import { createPacer, pacedFigures, type PacedFigures, type PacedSample } from './pacer';

interface PacedRequest {
  path: string;
  headers: Record<string, string>;
}

export interface PacedOptions {
  url: string;
  rate: number;
  seconds: number;
  /** The i-th request (the caller rotates users). */
  request(i: number): PacedRequest;
  /** A request unanswered this long counts as an error. */
  timeoutMs?: number;
}

export async function pacedLoad({ url, rate, seconds, request, timeoutMs = 10_000 }: PacedOptions): Promise<PacedFigures> {
  const { hostname, port } = new URL(url);
  // Unbounded sockets: a slow answer holds only its own socket; freed ones are reused (keep-alive).
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pacer = createPacer(rate, total, start);
  const samples: PacedSample[] = [];
  let lastEnd = start;

  const send = (i: number) =>
    new Promise<void>((resolve) => {
      const due = pacer.dueAt(i);
      const sendLagMs = performance.now() - due;
      const { path, headers } = request(i);
      let settled = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        const end = performance.now();
        lastEnd = Math.max(lastEnd, end);
        samples.push({ latencyMs: end - due, sendLagMs, ok });
        resolve();
      };
      const req = http.request({ agent, hostname, port, path, method: 'GET', headers }, (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300));
        res.once('error', () => done(false));
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.once('error', () => done(false));
      req.end();
    });

  const inFlight: Promise<void>[] = [];
  for (;;) {
    for (const i of pacer.take(performance.now())) inFlight.push(send(i));
    const wait = pacer.waitFrom(performance.now());
    if (wait === null) break;
    // A timer rather than a spin (the generator shares the 2 cores with the server): it wakes up to
    // ~1 ms late, and that lateness is measured (sendLagMs) and counted in the latency.
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return pacedFigures(samples, lastEnd - start);
}
