// The push calls against a local HTTP server: the method, path and body each sends, and what it answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@momentum/api-client/client';
import {
  deletePushSubscription,
  getNotificationSettings,
  getVapidPublicKey,
  savePushSubscription,
  saveNotificationSettings,
} from './push-api';
import { pushQueries } from './push-queries';

const settings = { pushEnabled: true, reminderHour: 7, knockPush: false, cheerPush: true };
let server: http.Server;
let lastRequest: { method?: string; url?: string; body: unknown } | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, body: raw ? JSON.parse(raw) : undefined };
      if (req.method === 'DELETE') return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/api/push/vapid-public-key') return res.end(JSON.stringify({ publicKey: 'BKey_-' }));
      if (req.url === '/api/push/subscription') return res.end(JSON.stringify({ message: '저장' }));
      res.end(JSON.stringify(req.method === 'PUT' ? lastRequest.body : settings));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'tok', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('push api', () => {
  it('unwraps the VAPID public key', async () => {
    await expect(getVapidPublicKey()).resolves.toBe('BKey_-');
    expect(lastRequest).toMatchObject({ method: 'GET', url: '/api/push/vapid-public-key' });
  });

  it('PUTs the subscription as the browser serialises it', async () => {
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };
    await expect(savePushSubscription(subscription)).resolves.toEqual({ message: '저장' });
    expect(lastRequest).toEqual({ method: 'PUT', url: '/api/push/subscription', body: subscription });
  });

  it('DELETEs the subscription by its endpoint', async () => {
    await deletePushSubscription('https://push.example/abc');
    expect(lastRequest).toEqual({ method: 'DELETE', url: '/api/push/subscription', body: { endpoint: 'https://push.example/abc' } });
  });

  it('reads and saves the whole settings object', async () => {
    await expect(getNotificationSettings()).resolves.toEqual(settings);
    expect(lastRequest).toMatchObject({ method: 'GET', url: '/api/push/settings' });
    const changed = { ...settings, reminderHour: null };
    await expect(saveNotificationSettings(changed)).resolves.toEqual(changed);
    expect(lastRequest).toEqual({ method: 'PUT', url: '/api/push/settings', body: changed });
  });

  it('keys push queries under one prefix', () => {
    expect(pushQueries.settings().queryKey).toEqual(['push', 'settings']);
    expect(pushQueries.vapidPublicKey().queryKey.slice(0, 1)).toEqual(pushQueries.all());
  });
});
