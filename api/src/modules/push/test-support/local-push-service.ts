// A push service on this machine for the tests: each "device" has its own P-256 keys, as a browser makes
// them. Every push is checked as a real push service would (VAPID, aes128gcm) and DECRYPTED, so a test
// reads the very text a phone would show.

// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- http_ece's types travel with this file to every package that type-checks it
/// <reference path="./http-ece.d.ts" />
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

export interface Device {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface ShownPush {
  title: string;
  body: string;
  /** The path a tap opens (a declarative push's `navigate`, whose origin `payload` keeps). */
  url: string;
  tag: string;
}

interface ReceivedPush {
  deviceId: string;
  /** The decrypted payload, parsed, as it was sent. */
  payload: unknown;
  /** What the phone shows, read from a declarative payload (or from the shape sent before it). */
  message: ShownPush;
  /** The count the app's icon shows after this push, if it names one. */
  badge: number | undefined;
  /** The VAPID public key the server signed with (the `k` of its Authorization header). */
  vapidKey: string;
  ttl: number;
  /** The `Topic` header (RFC 8030), if any: a push service keeps the newest undelivered push of a topic. */
  topic: string | undefined;
}

/** What a real push service accepts as a Topic (RFC 8030 §5.4); it refuses the push otherwise. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

export interface LocalPushService {
  url: string;
  newDevice(): Device;
  /** From now on this device answers `status` (410: the user unsubscribed in the browser). */
  answer(deviceId: string, status: number): void;
  /**
   * This device's next request gets no answer until `release()` (a push service that hangs); `arrived`
   * resolves when it has come in. Released, it is answered as usual; later requests are not held.
   */
  hold(deviceId: string): { arrived: Promise<void>; release(): void };
  received: ReceivedPush[];
  /**
   * The notifications the device shows now, oldest first: a push whose tag a shown one has replaces
   * it, as a browser's showNotification does (what the service worker calls with the payload's tag).
   */
  shown(deviceId: string): ReceivedPush['message'][];
  /** Every request that named a device, in order, with the status it was answered (410s included). */
  requests: Array<{ deviceId: string; status: number }>;
  /** Requests that failed a check (bad signature, undecryptable): always expected to be empty. */
  problems: string[];
  close(): Promise<void>;
}

/** As the app's worker reads a push: `{ web_push: 8030, notification }`, or the plain message queued before it. */
function readPayload(payload: { web_push?: unknown; notification?: Record<string, unknown> } & Record<string, unknown>): Pick<ReceivedPush, 'message' | 'badge'> {
  if (payload.web_push !== 8030 || !payload.notification) return { message: payload as unknown as ShownPush, badge: undefined };
  const { title, body, navigate, tag, app_badge: badge } = payload.notification as { title: string; body: string; navigate: string; tag: string; app_badge?: number };
  const url = new URL(navigate);
  return { message: { title, body, url: url.pathname + url.search, tag }, badge };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The `vapid t=<jwt>, k=<key>` header, verified: ES256 with the given key, audience = this origin. */
async function checkVapid(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(jwt, key, { audience: origin });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('VAPID subject missing');
  return k;
}

export interface LocalPushServiceOptions {
  /** Called as each push is accepted, before the push service answers (a benchmark times arrivals). */
  onReceived?: (push: ReceivedPush) => void;
}

interface DeviceEntry {
  device: Device;
  ecdh: ECDH;
  status: number;
  /** While held: what the device's requests wait for, and the resolver of `arrived`. */
  held: { released: Promise<void>; arrive: () => void } | null;
}

export async function startLocalPushService({ onReceived }: LocalPushServiceOptions = {}): Promise<LocalPushService> {
  const devices = new Map<string, DeviceEntry>();
  const received: ReceivedPush[] = [];
  const requests: Array<{ deviceId: string; status: number }> = [];
  const problems: string[] = [];
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const entry = devices.get((req.url ?? '').replace(/^\/push\//, ''));
    if (!entry) return void res.writeHead(404).end();
    const held = entry.held;
    if (held) {
      entry.held = null;
      held.arrive();
      await held.released;
    }
    requests.push({ deviceId: entry.device.id, status: entry.status });
    if (entry.status !== 201) return void res.writeHead(entry.status).end();
    try {
      if (req.method !== 'POST') throw new Error(`method ${req.method}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
      const vapidKey = await checkVapid(req.headers.authorization, origin);
      const topic = req.headers.topic as string | undefined;
      if (topic !== undefined && !TOPIC.test(topic)) throw new Error(`Topic not 1-32 URL-safe base64 characters: ${topic}`);
      const plain = decrypt(body, { version: 'aes128gcm', privateKey: entry.ecdh, authSecret: entry.device.keys.auth });
      const payload = JSON.parse(plain.toString('utf8'));
      const push = { deviceId: entry.device.id, payload, ...readPayload(payload), vapidKey, ttl: Number(req.headers.ttl), topic };
      received.push(push);
      onReceived?.(push);
      res.writeHead(201).end();
    } catch (error) {
      problems.push(String(error));
      res.writeHead(400).end();
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      problems.push(String(error));
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      const device = {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
      devices.set(id, { device, ecdh, status: 201, held: null });
      return device;
    },
    answer(deviceId, status) {
      devices.get(deviceId)!.status = status;
    },
    hold(deviceId) {
      const entry = devices.get(deviceId)!;
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      entry.held = { released, arrive };
      return {
        arrived,
        release,
      };
    },
    received,
    shown(deviceId) {
      const tray: ReceivedPush['message'][] = [];
      for (const push of received) {
        if (push.deviceId !== deviceId) continue;
        const same = push.message.tag ? tray.findIndex((shown) => shown.tag === push.message.tag) : -1;
        if (same >= 0) tray.splice(same, 1);
        tray.push(push.message);
      }
      return tray;
    },
    requests,
    problems,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
