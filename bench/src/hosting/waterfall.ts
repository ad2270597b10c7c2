// What a cold page waited on (`--waterfall`): every request from CDP's Network events, start → headers →
// last byte since the page's request, and its initiator, so the chain the streak waited for shows.
import type { CDPSession, Page } from '@playwright/test';

export interface WaterfallEntry {
  url: string;
  method: string;
  /** CDP's initiator type: parser, script, preload, other. */
  initiator: string;
  start: number;
  headers: number | null;
  end: number | null;
  bytes: number;
}

/** Starts recording on `cdp`; `entries()` returns what was seen, times relative to the first request. */
export function recordWaterfall(cdp: CDPSession): { entries: () => WaterfallEntry[] } {
  const byId = new Map<string, WaterfallEntry & { at: number }>();
  let origin: number | null = null;
  const ms = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    origin ??= event.timestamp;
    byId.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      initiator: event.initiator.type,
      at: event.timestamp,
      start: ms(event.timestamp),
      headers: null,
      end: null,
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.headers = ms(event.timestamp);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) Object.assign(entry, { end: ms(event.timestamp), bytes: event.encodedDataLength });
  });
  return { entries: () => [...byId.values()].sort((a, b) => a.at - b.at).map(({ at: _at, ...entry }) => entry) };
}

/** A user-timing mark the app set (`momentum:…`), in ms since the page's start. */
export interface AppMark {
  name: string;
  at: number;
}

/**
 * One line per request up to `until` ms (later ones are the idle preload), shortest path first, with the
 * app's marks up to then between them, so what the app did shows beside what it waited for.
 */
export function waterfallLines(entries: readonly WaterfallEntry[], until: number, marks: readonly AppMark[] = []): string[] {
  const shortUrl = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.port ? `:${parsed.port}` : parsed.host}${parsed.pathname}${parsed.search ? '?…' : ''}`;
  };
  const time = (value: number | null) => (value === null ? '    …' : String(value).padStart(5));
  const requests = entries
    .filter((entry) => entry.start <= until)
    .map((entry) => ({ at: entry.start, line: `${time(entry.start)} →${time(entry.headers)} →${time(entry.end)} ms ${(entry.bytes / 1000).toFixed(1).padStart(6)} KB  ${entry.method.padEnd(7)} ${entry.initiator.padEnd(7)} ${shortUrl(entry.url)}` }));
  const marked = marks
    .filter((mark) => mark.at <= until)
    .map((mark) => ({ at: Math.round(mark.at), line: `${time(Math.round(mark.at))} ms ${' '.repeat(28)}mark    ${mark.name}` }));
  // Stable: a mark at the same ms as a request comes after it.
  return [...requests, ...marked].sort((a, b) => a.at - b.at).map((row) => row.line);
}

/** The app's `momentum:` marks of the page, in ms since its start. */
export async function readAppMarks(page: Page): Promise<AppMark[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((entry) => entry.name.startsWith('momentum:'))
      .map((entry) => ({ name: entry.name, at: entry.startTime })),
  );
}
