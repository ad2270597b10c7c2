// The same builds as plain static hosting serves them (ADR 0013): nginx with deploy/nginx's snippets,
// rendered by the topology package, for the shell's origin and a remotes' CDN origin, both against the
// bench stack's API, so only who answers the files differs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx, startNginx } from '@momentum/dev-services';
import { appConfigFor } from '@momentum/stack/stack';
import { local, remoteNames, type RemoteName } from '@momentum/stack/stack-config';
import { publishedFiles, publishRemote, publishShell, renderStaticSites } from '@momentum/topology';

export interface StaticHost {
  /** The shell's origin on nginx. */
  shell: string;
  /** The remotes' origin on nginx. */
  cdn: string;
  brotli: boolean;
  stop(): Promise<void>;
}

const RELEASE = 'bench';

/** The whole nginx.conf: the http basics a static site needs (types, sendfile), then the sites' text. */
function staticHostConfig(sites: string, brotliModule: string | null): string {
  return [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    // One worker: the machine is small, and one event loop serves a phone's few connections without queueing.
    'worker_processes 1;',
    'events {',
    '  worker_connections 1024;',
    '}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  server_tokens off;',
    ...sites.split('\n').map((line) => (line ? `  ${line}` : line)),
    '}',
    '',
  ].join('\n');
}

/**
 * Publishes `distRoot/<app>` (the stack's snapshot of the builds) and starts nginx on `ports`. The
 * shell's port must be one of the API's APP_ORIGINS (the e2e stack's extra ports are).
 */
export async function startStaticHost(distRoot: string, ports: { shell: number; cdn: number }): Promise<StaticHost> {
  const { brotliStaticModule } = ensureNginx();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-hosting-'));
  const shellRoot = path.join(root, 'shell');
  const cdnRoot = path.join(root, 'cdn');
  const headersFile = path.join(root, 'security-headers.conf');
  const cdn = local(ports.cdn);
  try {
    const remotes = Object.fromEntries(
      remoteNames.map((name: RemoteName) => [name, `${cdn}${publishRemote(cdnRoot, name, RELEASE, path.join(distRoot, name))}`]),
    ) as Record<RemoteName, string>;
    await publishShell({ shellRoot, headersFile, readRemote: publishedFiles(cdnRoot, cdn) }, path.join(distRoot, 'shell'), appConfigFor(remotes));
    const sites = renderStaticSites({
      shell: { listen: ports.shell, root: shellRoot, headersFile },
      cdn: { listen: ports.cdn, root: cdnRoot },
      brotli: brotliStaticModule !== null,
    });
    const nginx = await startNginx({ config: staticHostConfig(sites, brotliStaticModule) });
    return {
      shell: local(ports.shell),
      cdn,
      brotli: brotliStaticModule !== null,
      async stop() {
        await nginx.destroy();
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
