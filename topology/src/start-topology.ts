// The production topology on this machine: nginx serving the shell's and the remotes' builds as plain
// files (deploy/nginx) and proxying the API's origin to N compiled replicas, on a throwaway PostgreSQL,
// Redis and s3rver. Every URL is an origin of nginx; nothing answers a browser but nginx and the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx, freePort, reservePort, startNginx, type NginxServer } from '@momentum/dev-services';
import { startApiReplicas, type ApiReplicas, type ApiReplicasOptions } from './api-replicas';
import { startBackingServices, type BackingServices } from './backing-services';
import { renderNginxConfig } from './nginx/render-config';
import { renderStaticSites } from './nginx/static-sites';
import { builtDist, publishedFiles, publishRemote, publishShell, REMOTE_APPS, type AppConfig, type RemoteKey } from './releases';

export interface TopologyOptions {
  /** API replicas behind nginx (default 3). */
  replicas?: number;
  /** More API settings, e.g. a higher sign-in limit for a load from one address. */
  apiEnv?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Topology {
  /** nginx's three origins: the shell, the remotes (a CDN), the API. */
  urls: { shell: string; cdn: string; api: string };
  s3: { endpoint: string; bucket: string };
  /** The shell's release folder (its app-config.json is live), its nginx headers include, and the remotes' origin's root. */
  shellRoot: string;
  headersFile: string;
  cdnRoot: string;
  /** The JSON file describing all of this, for the browser specs (e2e/topology/topology-info.ts). */
  infoFile: string;
  config: AppConfig;
  services: BackingServices;
  replicas: ApiReplicas;
  nginx: NginxServer;
  stop(): Promise<void>;
}

/** The first release every remote starts with. */
const FIRST_RELEASE = 'release-1';

/**
 * A free port is free only when asked: another process (a parallel test) may take it before a replica
 * binds it. Then the replicas start again on other ports, which nginx's upstream has not named yet.
 */
async function startReplicasOnFreePorts(count: number, options: Omit<ApiReplicasOptions, 'ports'>): Promise<ApiReplicas> {
  for (let attempt = 1; ; attempt += 1) {
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    try {
      return await startApiReplicas({ ...options, ports });
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String((error as Error).stack ?? error))) throw error;
    }
  }
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const log = options.log ?? (() => {});
  const dists = { shell: builtDist('shell'), ...Object.fromEntries(Object.entries(REMOTE_APPS).map(([key, app]) => [key, builtDist(app)])) } as Record<'shell' | RemoteKey, string>;
  const { brotliStaticModule } = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-topology-'));
  const stoppers: Array<() => Promise<unknown>> = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stoppers.splice(0).reverse()) await step().catch(() => {});
  };
  try {
    // nginx's three ports are named in the config and the published files long before nginx binds
    // them, and the backing services started meanwhile ask for any free port: held until nginx starts
    // (s3rver was once given the shell's port, and nginx could not bind it).
    const held = await Promise.all([reservePort(), reservePort(), reservePort()]);
    stoppers.push(() => Promise.all(held.map((port) => port.release())));
    const [shellPort, cdnPort, apiPort] = held.map((reservation) => reservation.port) as [number, number, number];
    const urls = { shell: `http://localhost:${shellPort}`, cdn: `http://localhost:${cdnPort}`, api: `http://localhost:${apiPort}` };

    const services = await startBackingServices();
    stoppers.push(() => services.destroy());
    log(`services: ${services.describe}`);

    // The deploy: every remote into its first release folder, the shell with a config naming them.
    const cdnRoot = path.join(dir, 'www', 'cdn');
    const remotes = Object.fromEntries(
      (Object.keys(REMOTE_APPS) as RemoteKey[]).map((key) => [key, `${urls.cdn}${publishRemote(cdnRoot, key, FIRST_RELEASE, dists[key])}`]),
    ) as Record<RemoteKey, string>;
    const s3Endpoint = services.env.S3_ENDPOINT!;
    const config: AppConfig = {
      apiBaseUrl: urls.api,
      kakao: { authorizeUrl: `${urls.api}/oauth/authorize`, clientId: 'momentum-dev' },
      remotes,
      photoOrigin: new URL(s3Endpoint).origin,
    };
    const shellRoot = path.join(dir, 'www', 'shell', 'current');
    const headersFile = path.join(dir, 'www', 'shell', 'security-headers.conf');
    await publishShell({ shellRoot, headersFile, readRemote: publishedFiles(cdnRoot, urls.cdn) }, dists.shell, config);

    const replicas = await startReplicasOnFreePorts(options.replicas ?? 3, {
      services: services.env,
      publicUrl: urls.api,
      appOrigins: urls.shell,
      env: options.apiEnv,
    });
    const replicaPorts = [...replicas.ports];
    stoppers.push(() => replicas.stopAll());
    log(`${replicaPorts.length} API replicas on ${replicas.urls.join(', ')}`);

    await Promise.all(held.map((reservation) => reservation.release()));
    const nginx = await startNginx({
      config: renderNginxConfig({
        modules: brotliStaticModule ? [brotliStaticModule] : [],
        api: { listen: apiPort, replicas: replicaPorts },
        servers: [
          renderStaticSites({
            shell: { listen: shellPort, root: shellRoot, headersFile },
            cdn: { listen: cdnPort, root: cdnRoot },
            brotli: brotliStaticModule !== null,
          }),
        ],
      }),
    });
    stoppers.push(() => nginx.destroy());
    log(`nginx${brotliStaticModule ? ' (with brotli_static)' : ''}: shell ${urls.shell}, remotes ${urls.cdn}, API ${urls.api}`);

    const s3 = { endpoint: s3Endpoint, bucket: services.env.S3_BUCKET! };
    const infoFile = path.join(dir, 'topology.json');
    fs.writeFileSync(infoFile, JSON.stringify({ ...urls, s3, shellRoot, headersFile, cdnRoot }, null, 2));
    return { urls, s3, shellRoot, headersFile, cdnRoot, infoFile, config, services, replicas, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
