// What the derived lists rely on: each app has its own port and folder, and a remote's federation name
// and base path follow from its key (app-kit's RemoteDefinition types say so).
import { expect, test } from 'vitest';
import { API_PORT, APPS, REMOTE_APPS, app } from './apps.js';

test('every app and the API listen on a port of their own, and each app has its own folder and package', () => {
  const ports = [...APPS.map((entry) => entry.port), API_PORT];
  expect(new Set(ports).size).toBe(ports.length);
  expect(new Set(APPS.map((entry) => entry.dir)).size).toBe(APPS.length);
  expect(new Set(APPS.map((entry) => entry.pkg)).size).toBe(APPS.length);
});

test('a remote is mfe_<key> at /<key>; the shell is the host at /', () => {
  expect(app('shell')).toMatchObject({ federationName: 'shell', basePath: '/' });
  for (const remote of REMOTE_APPS) {
    expect(remote.federationName).toBe(`mfe_${remote.name}`);
    expect(remote.basePath).toBe(`/${remote.name}`);
    expect(remote.dir).toBe(`mfe-${remote.name}`);
  }
  expect(REMOTE_APPS.map((remote) => remote.name)).toEqual(['home', 'moment', 'feed', 'mypage']);
});
