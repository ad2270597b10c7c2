// The text the launcher hands nginx: its own lines around the caller's, and the listens it waits for.
import { describe, expect, it } from 'vitest';
import { launcherConfig, listenAddresses } from './launcher-config.js';

const paths = { prefix: '/tmp/p', errorLog: '/tmp/p/error.log', accessLog: '/tmp/p/access.log', pidFile: '/tmp/p/nginx.pid' };
const caller = 'load_module /x.so;\nevents {}\nhttp {\n  server { listen 127.0.0.1:8080; }\n}\n';

describe('launcherConfig', () => {
  it('puts the foreground, pid and error log first and the temp paths and access log inside http', () => {
    const text = launcherConfig({ config: caller, paths, root: false });
    const [main, rest] = text.split('load_module /x.so;');
    expect(main).toContain('daemon off;');
    expect(main).toContain('pid /tmp/p/nginx.pid;');
    expect(main).toContain('error_log /tmp/p/error.log notice;');
    expect(main).not.toMatch(/^user /m);
    const http = rest!.slice(rest!.indexOf('http {'));
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(http).toContain(`${temp}_temp_path /tmp/p/${temp}_temp;`);
    expect(http).toContain('access_log /tmp/p/access.log momentum_launcher;');
    // Before the caller's servers, so their access_log may use the format and they inherit the log.
    expect(http.indexOf('access_log')).toBeLessThan(http.indexOf('server {'));
  });

  it('runs the workers as root when the launcher is root', () => {
    expect(launcherConfig({ config: caller, paths, root: true })).toMatch(/^user root;$/m);
  });

  it('refuses a config that sets what the launcher owns, and one without an http block', () => {
    expect(() => launcherConfig({ config: `pid /run/x.pid;\n${caller}`, paths, root: false })).toThrow(/'pid' is set by the launcher/);
    expect(() => launcherConfig({ config: caller.replace('http {', 'http {\n  proxy_temp_path /var/x;'), paths, root: false })).toThrow(
      /'proxy_temp_path'/,
    );
    expect(() => launcherConfig({ config: 'events {}\n', paths, root: false })).toThrow(/no http \{ \} block/);
  });
});

describe('listenAddresses', () => {
  it('reads every TCP listen, once each, with an address to probe', () => {
    const config = [
      'listen 127.0.0.1:8080;',
      'listen 8081 default_server;',
      'listen [::1]:8082;',
      'listen *:8083;',
      'listen unix:/tmp/s.sock;',
      '# listen 9999;',
      'listen 127.0.0.1:8080;',
    ].join('\n');
    expect(listenAddresses(config)).toEqual([
      { host: '127.0.0.1', port: 8080 },
      { host: '127.0.0.1', port: 8081 },
      { host: '::1', port: 8082 },
      { host: '127.0.0.1', port: 8083 },
    ]);
  });
});
