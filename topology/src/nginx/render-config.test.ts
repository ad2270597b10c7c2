// The rendered text: what the API server block must say (the behaviour is proven against real nginx
// in api-proxy.test.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { API_SNIPPET, API_UPSTREAM, renderNginxConfig } from './render-config';

const rendered = renderNginxConfig({
  modules: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
  api: { listen: 48100, replicas: [48101, 48102, 48103] },
  servers: ['  server {\n    listen 127.0.0.1:48110;\n  }'],
});

test('loads the given modules before anything else', () => {
  assert.ok(rendered.startsWith('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\n'));
  assert.equal(renderNginxConfig({ modules: [], api: { listen: 1, replicas: [2] }, servers: [] }).includes('load_module'), false);
});

test('one upstream of every replica, with idle connections kept and closed before the API closes them', () => {
  const upstream = rendered.slice(rendered.indexOf(`upstream ${API_UPSTREAM} {`), rendered.indexOf('}', rendered.indexOf(`upstream ${API_UPSTREAM}`)));
  for (const port of [48101, 48102, 48103]) assert.match(upstream, new RegExp(`server 127\\.0\\.0\\.1:${port} max_fails=1 fail_timeout=5s;`));
  assert.match(upstream, /keepalive \d+;/);
  assert.match(upstream, /keepalive_timeout 30s;/);
});

test('the API server includes the shipped proxy rules: everything to the upstream, with the headers and retry rules', () => {
  assert.ok(rendered.slice(rendered.indexOf('listen 127.0.0.1:48100;')).includes(`include ${API_SNIPPET};`));
  const api = fs.readFileSync(API_SNIPPET, 'utf8').replace(/#.*$/gm, '');
  for (const line of [
    `proxy_pass http://${API_UPSTREAM};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_next_upstream error timeout http_502;',
    'proxy_connect_timeout 2s;',
    'client_body_timeout 10s;',
    'proxy_request_buffering off;',
  ]) {
    assert.ok(api.includes(line), `missing: ${line}`);
  }
  assert.equal(api.includes('non_idempotent'), false);
});

test("nginx's body limit is the API's upload limit plus room for the multipart fields", () => {
  assert.match(rendered, new RegExp(`client_max_body_size ${500 * 1024 * 1024 + 1024 * 1024};`));
  const small = renderNginxConfig({ modules: [], api: { listen: 1, replicas: [2], uploadMaxBytes: 1000 }, servers: [] });
  assert.match(small, new RegExp(`client_max_body_size ${1000 + 1024 * 1024};`));
});

test('the static servers come inside http, after the API server', () => {
  assert.ok(rendered.indexOf('listen 127.0.0.1:48110;') > rendered.indexOf('listen 127.0.0.1:48100;'));
  assert.ok(rendered.trimEnd().endsWith('  server {\n    listen 127.0.0.1:48110;\n  }\n}'));
});

test('refuses an API without replicas', () => {
  assert.throws(() => renderNginxConfig({ modules: [], api: { listen: 1, replicas: [] }, servers: [] }), /at least one replica/);
});
