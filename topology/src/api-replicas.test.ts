// Three compiled API replicas on the real backing services: started at once on an empty PostgreSQL
// database, all healthy; one user's session good on every replica; a crashed replica back on its port.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { HttpClient, newUsers, signIn } from '@momentum/stack/load';
import { freePort } from '@momentum/dev-services';
import { startApiReplicas, type ApiReplicas } from './api-replicas';
import { startBackingServices, type BackingServices } from './backing-services';

let services: BackingServices;
let replicas: ApiReplicas;

before(async () => {
  services = await startBackingServices();
  const ports = [await freePort(), await freePort(), await freePort()];
  replicas = await startApiReplicas({
    ports,
    services: services.env,
    publicUrl: `http://127.0.0.1:${await freePort()}`,
    appOrigins: 'http://localhost:3000',
  });
});

after(async () => {
  await replicas?.stopAll();
  await services?.destroy();
});

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test('three replicas started at once on an empty database all answer /health', { timeout: 120_000 }, async () => {
  for (const url of replicas.urls) {
    const health = await fetch(`${url}/health`);
    assert.equal(health.status, 200, await health.text());
  }
  assert.equal(new Set([0, 1, 2].map((i) => replicas.pid(i))).size, 3);
  for (const file of replicas.logFiles) assert.match(fs.readFileSync(file, 'utf8'), /Momentum API listening/);
  assert.equal(replicas.env.NODE_ENV, 'production');
  assert.equal(replicas.env.S3_FORCE_PATH_STYLE, 'true');
});

test('a user signed in through one replica is signed in on the others (one database, one JWT secret)', { timeout: 120_000 }, async () => {
  const [user] = newUsers(1, `replicas-${Date.now()}`);
  await signIn(user!, { client: new HttpClient(replicas.urls[0]!), appOrigin: 'http://localhost:3000' });
  for (const url of replicas.urls.slice(1)) {
    const me = await fetch(`${url}/api/users`, { headers: { authorization: `Bearer ${user!.token}` } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { user: { friendCode: string } }).user.friendCode, user!.friendCode);
  }
});

test('kill(i) ends a replica at once; restart(i) brings it back on its port while the others answer', { timeout: 120_000 }, async () => {
  const before = replicas.pid(1);
  await replicas.kill(1);
  assert.equal(replicas.running(1), false);
  assert.equal(await accepts(replicas.ports[1]!), false);
  assert.equal((await fetch(`${replicas.urls[0]}/health`)).status, 200);
  await replicas.restart(1);
  assert.notEqual(replicas.pid(1), before);
  assert.equal((await fetch(`${replicas.urls[1]}/health`)).status, 200);
});
