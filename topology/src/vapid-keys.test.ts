// The topology's replicas sign pushes with a generated VAPID pair: it must be one web-push accepts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import webpush from 'web-push';
import { vapidKeys } from './api-replicas';

test('a generated VAPID pair is in the format web-push signs with', () => {
  const keys = vapidKeys();
  assert.equal(Buffer.from(keys.VAPID_PUBLIC_KEY, 'base64url').length, 65);
  assert.equal(Buffer.from(keys.VAPID_PRIVATE_KEY, 'base64url').length, 32);
  const headers = webpush.getVapidHeaders('https://push.example', keys.VAPID_SUBJECT, keys.VAPID_PUBLIC_KEY, keys.VAPID_PRIVATE_KEY, 'aes128gcm');
  assert.match(String(headers.Authorization), /^vapid t=.+, k=/);
});
