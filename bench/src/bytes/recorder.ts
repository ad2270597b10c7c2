// Records every network request of a page through CDP: bytes as they crossed the wire
// (Network.loadingFinished encodedDataLength = compressed body + headers), resource type, encoding,
// and who asked for it (initiator), so a visit's bytes and its request chain can be read afterwards.
import type { CDPSession, Page } from '@playwright/test';

export type Kind = 'js' | 'css' | 'font' | 'image' | 'other';

export interface RecordedRequest {
  id: string;
  url: string;
  kind: Kind;
  /** Wall-clock ms when the request was sent. */
  sentAt: number;
  /** Bytes transferred (headers + body as encoded on the wire); 0 until loading finished. */
  bytes: number;
  encoding: string;
  status: number;
  /** The URL of the document or script that issued it (null for the navigation itself). */
  initiatorUrl: string | null;
  /** A CORS preflight (OPTIONS) Chromium sent before the real request. */
  preflight: boolean;
  failed: boolean;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

function kindOf(resourceType: string | undefined, url: string): Kind {
  if (resourceType === 'Script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'Stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (resourceType === 'Font' || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  if (resourceType === 'Image') return 'image';
  return 'other';
}

/** The first script URL on the (async) stack: that script's download is what this request waited for. */
function initiatorUrl(initiator: Initiator): string | null {
  if (initiator.url) return initiator.url;
  for (let stack: StackTrace | undefined = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

export class NetworkRecorder {
  private readonly byId = new Map<string, RecordedRequest>();
  private inFlight = new Set<string>();
  private lastActivity = Date.now();

  private constructor(private readonly cdp: CDPSession) {}

  /** Starts recording on `page` with the HTTP cache disabled (every visit is a first visit). */
  static async attach(page: Page): Promise<NetworkRecorder> {
    const cdp = await page.context().newCDPSession(page);
    const recorder = new NetworkRecorder(cdp);
    recorder.listen();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return recorder;
  }

  private listen(): void {
    const touch = () => (this.lastActivity = Date.now());
    this.cdp.on('Network.requestWillBeSent', (e) => {
      touch();
      // A redirect reuses the id: the new hop replaces the old one.
      this.inFlight.add(e.requestId);
      this.byId.set(e.requestId, {
        id: e.requestId,
        url: e.request.url,
        kind: kindOf(e.type, e.request.url),
        sentAt: e.wallTime * 1000,
        bytes: 0,
        encoding: '',
        status: 0,
        initiatorUrl: initiatorUrl(e.initiator as Initiator),
        preflight: e.initiator.type === 'preflight',
        failed: false,
      });
    });
    this.cdp.on('Network.responseReceived', (e) => {
      touch();
      const entry = this.byId.get(e.requestId);
      if (!entry) return;
      entry.status = e.response.status;
      entry.kind = kindOf(e.type, e.response.url);
      const headers = e.response.headers as Record<string, string>;
      const encoding = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
      entry.encoding = encoding ?? 'identity';
    });
    this.cdp.on('Network.loadingFinished', (e) => {
      touch();
      this.inFlight.delete(e.requestId);
      const entry = this.byId.get(e.requestId);
      if (entry) entry.bytes = e.encodedDataLength;
    });
    this.cdp.on('Network.loadingFailed', (e) => {
      touch();
      this.inFlight.delete(e.requestId);
      const entry = this.byId.get(e.requestId);
      if (entry) entry.failed = true;
    });
  }

  /** Everything recorded since the last take(), then forgets it (one visit at a time). */
  take(): RecordedRequest[] {
    const all = [...this.byId.values()];
    this.byId.clear();
    return all;
  }

  /** Resolves once nothing is in flight and nothing happened for `quietMs` (or after `maxMs`). */
  async settle(quietMs = 1000, maxMs = 20_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
