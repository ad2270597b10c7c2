// The production topology on this machine, deployed by docs/deploy.md's own first install (deploy-guide.ts):
// nginx serving the builds as plain files and proxying the API's origin to three compiled replicas, on a
// throwaway PostgreSQL, Redis and s3rver. Every URL is an origin of nginx or the store's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx, freePort, reservePort, startNginx, type NginxServer } from '@momentum/dev-services';
import { startApiReplicas, type ApiReplicas, type ApiReplicasOptions } from './api-replicas';
import { startBackingServices, type BackingServices } from './backing-services';
import { apiDir } from '@momentum/stack/compiled-api';
import { deployGuide, readEnvFile } from './deploy-guide';
import { readReplicaUnit, verifyReplicaUnit } from './replica-unit';
import { builtDist, REMOTE_APPS, type AppConfig } from './releases';
import { REPO_ROOT } from './repo';

export interface TopologyOptions {
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

/** The guide's upstream names three replicas. */
const REPLICAS = 3;

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
  for (const app of ['shell', ...Object.values(REMOTE_APPS)] as const) builtDist(app);
  const { bin: nginxBin, brotliStaticModule } = ensureNginx();
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

    // The guide's hosts, folders and secrets, as this machine has them.
    const www = path.join(dir, 'www');
    const etc = path.join(dir, 'etc');
    const binDir = path.join(dir, 'bin');
    fs.mkdirSync(binDir);
    const replicasDir = path.join(dir, 'replicas');
    const s3 = { endpoint: services.env.S3_ENDPOINT!, bucket: services.env.S3_BUCKET! };
    const guide = deployGuide({
      values: [
        ['sudo -u postgres psql', `psql ${services.databaseUrl}`],
        ['<db password>', 'topology-db-password'],
        ['db.internal:5432', `127.0.0.1:${new URL(services.databaseUrl).port}`],
        ['redis://redis.internal:6379', services.env.REDIS_URL!],
        ['https://photos.example.com', new URL(s3.endpoint).origin],
        ['S3_REGION=auto', `S3_REGION=${services.env.S3_REGION}`],
        ['S3_BUCKET=momentum-photos', `S3_BUCKET=${s3.bucket}`],
        ['<access key id>', services.env.S3_ACCESS_KEY_ID!],
        ['<secret access key>', services.env.S3_SECRET_ACCESS_KEY!],
        ['mailto:ops@example.com', 'mailto:topology@momentum.invalid'],
        ['HOST=0.0.0.0', 'HOST=127.0.0.1'],
        ['TRUST_PROXY=10.0.0.10', 'TRUST_PROXY=loopback'],
        ['listen 443 ssl;  server_name app.example.com;', `listen 127.0.0.1:${shellPort};`],
        ['listen 443 ssl;  server_name cdn.example.com;', `listen 127.0.0.1:${cdnPort};`],
        ['listen 443 ssl;  server_name api.example.com;', `listen 127.0.0.1:${apiPort};`],
        // Plain http on loopback: no certificate.
        ['ssl_certificate     /etc/ssl/momentum/fullchain.pem;', '#'],
        ['ssl_certificate_key /etc/ssl/momentum/privkey.pem;', '#'],
        ...(brotliStaticModule
          ? []
          : ([
              ['load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;', '#'],
              ['include /etc/momentum/nginx/momentum-brotli.conf;', '#'],
            ] as Array<[string, string]>)),
        ['https://app.example.com', urls.shell],
        ['https://cdn.example.com', urls.cdn],
        ['https://api.example.com', urls.api],
        ['/etc/momentum/nginx', path.join(REPO_ROOT, 'deploy', 'nginx')],
        ['/etc/momentum', etc],
        // The replicas run the checkout's compiled API with this Node, as the unit says it runs them.
        ['/srv/momentum/api', apiDir],
        ['/usr/bin/node', process.execPath],
        // One name for every replica's log: the guide's `$log` is left unquoted, so a pattern expands.
        ['/var/log/momentum/api.log', path.join(replicasDir, 'replica-*.log')],
        ['/srv/momentum', www],
      ],
      // `nginx` in the guide's commands is this topology's nginx (the wrapper written once it runs).
      env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` },
      log,
    });

    guide.run('2. The database and the photo bucket');
    guide.run("3. The API's environment");
    const unitText = guide.text('4. The API replicas', 'ini');
    verifyReplicaUnit(unitText, dir);
    const unit = readReplicaUnit(unitText);
    const guideEnv = readEnvFile(unit.environmentFile);
    if (unit.execStart[0] !== process.execPath) throw new Error(`docs/deploy.md's unit starts ${unit.execStart[0]}, not the Node the guide names`);
    guide.run('5. The remotes');
    guide.run('6. The shell and its config');
    guide.run('7. The page policy');
    const shellRoot = path.join(www, 'shell', 'current');
    const headersFile = path.join(www, 'shell', 'security-headers.conf');
    const cdnRoot = path.join(www, 'cdn');
    const config = JSON.parse(fs.readFileSync(path.join(shellRoot, 'app-config.json'), 'utf8')) as AppConfig;

    const replicas = await startReplicasOnFreePorts(REPLICAS, {
      services: services.env,
      publicUrl: urls.api,
      appOrigins: urls.shell,
      env: { ...guideEnv, ...options.apiEnv },
      dir: replicasDir,
      launch: { cwd: unit.workingDirectory, nodeArgs: unit.execStart.slice(1) },
    });
    stoppers.push(() => replicas.stopAll());
    log(`${replicas.ports.length} API replicas on ${replicas.urls.join(', ')}`);
    replicas.ports.forEach((port, i) => guide.set(`10.0.0.1${i + 1}:4000`, `127.0.0.1:${port}`));

    await Promise.all(held.map((reservation) => reservation.release()));
    const nginx = await startNginx({ config: guide.text('nginx', 'nginx') });
    stoppers.push(() => nginx.destroy());
    fs.writeFileSync(
      path.join(binDir, 'nginx'),
      `#!/bin/sh\nexec '${nginxBin}' -p '${nginx.prefix}/' -c '${path.join(nginx.prefix, 'nginx.conf')}' -e '${nginx.errorLog}' "$@"\n`,
      { mode: 0o755 },
    );
    log(`nginx${brotliStaticModule ? ' (with brotli_static)' : ''}: shell ${urls.shell}, remotes ${urls.cdn}, API ${urls.api}`);
    guide.run('8. nginx');
    guide.run('9. The tab pages');
    guide.run('10. Checks');
    // A release of mfe-feed goes live by the guide's flip and back by its rollback; the release spec
    // then flips with a browser open.
    guide.run('A rollout');
    guide.run('Rolling back one remote');
    guide.assertAllUsed();

    const infoFile = path.join(dir, 'topology.json');
    fs.writeFileSync(infoFile, JSON.stringify({ ...urls, s3, shellRoot, headersFile, cdnRoot }, null, 2));
    // The checks read the database as the API does: the guide's role, which owns it.
    const deployed = { ...services, env: { ...services.env, DATABASE_URL: guideEnv.DATABASE_URL! }, databaseUrl: guideEnv.DATABASE_URL! };
    return { urls, s3, shellRoot, headersFile, cdnRoot, infoFile, config, services: deployed, replicas, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
