// What the launcher adds to a caller's nginx.conf so nginx runs as our foreground child inside its own
// temp prefix: Debian's build compiles in pid, temp and log paths a second nginx would share with the
// system's, or could not write as non-root. Pure functions.

const OWNED_DIRECTIVES = [
  'daemon',
  'master_process',
  'pid',
  'lock_file',
  'user',
  'client_body_temp_path',
  'proxy_temp_path',
  'fastcgi_temp_path',
  'uwsgi_temp_path',
  'scgi_temp_path',
] as const;

/** The launcher's access log format (one JSON object a line): where each request went and how it ended. */
export const ACCESS_LOG_FORMAT = 'momentum_launcher';

export interface LauncherPaths {
  prefix: string;
  errorLog: string;
  accessLog: string;
  pidFile: string;
}

export interface LauncherConfigOptions {
  config: string;
  paths: LauncherPaths;
  /** Workers then run as root too: `nobody` cannot enter mkdtemp's 0700 folders (docs/dev-services.md). */
  root: boolean;
}

/** One request per line, JSON-escaped; the path without its query (queries carry OAuth codes and state). */
const LOG_FIELDS = [
  '"time":$msec',
  '"method":"$request_method"',
  '"path":"$uri"',
  '"status":$status',
  '"bytes":$body_bytes_sent',
  '"request_time":$request_time',
  '"upstream":"$upstream_addr"',
  '"upstream_status":"$upstream_status"',
  '"upstream_time":"$upstream_response_time"',
  '"request_id":"$http_x_request_id"',
].join(',');

function refuseOwnedDirectives(config: string): void {
  for (const name of OWNED_DIRECTIVES) {
    if (new RegExp(`^\\s*${name}\\s`, 'm').test(config)) {
      throw new Error(`nginx config: '${name}' is set by the launcher (it keeps every file nginx writes in its own temp prefix); leave it out`);
    }
  }
}

export function launcherConfig({ config, paths, root }: LauncherConfigOptions): string {
  refuseOwnedDirectives(config);
  const http = /^([ \t]*)http\s*\{[^\n]*\n?/m.exec(config);
  if (!http) throw new Error('nginx config: no http { } block (the launcher puts its temp paths and access log there)');
  const main = [
    '# Set by the @momentum/dev-services nginx launcher: a foreground child writing only in its prefix.',
    'daemon off;',
    'master_process on;',
    `pid ${paths.pidFile};`,
    `lock_file ${paths.prefix}/nginx.lock;`,
    // notice: reloads are confirmed by "start worker processes" lines.
    `error_log ${paths.errorLog} notice;`,
    ...(root ? ['user root;'] : []),
    '',
  ];
  const indent = `${http[1]}  `;
  const inHttp = [
    `${indent}# Set by the launcher: temp files and the access log inside its prefix.`,
    `${indent}client_body_temp_path ${paths.prefix}/client_body_temp;`,
    `${indent}proxy_temp_path ${paths.prefix}/proxy_temp;`,
    `${indent}fastcgi_temp_path ${paths.prefix}/fastcgi_temp;`,
    `${indent}uwsgi_temp_path ${paths.prefix}/uwsgi_temp;`,
    `${indent}scgi_temp_path ${paths.prefix}/scgi_temp;`,
    `${indent}log_format ${ACCESS_LOG_FORMAT} escape=json '{${LOG_FIELDS}}';`,
    `${indent}access_log ${paths.accessLog} ${ACCESS_LOG_FORMAT};`,
    '',
  ];
  const at = http.index + http[0].length;
  const opening = http[0].endsWith('\n') ? '' : '\n';
  return `${main.join('\n')}${config.slice(0, at)}${opening}${inHttp.join('\n')}${config.slice(at)}`;
}

export interface ListenAddress {
  host: string;
  port: number;
}

/** Every TCP `listen` of the config (unix sockets left out), with the address to probe it on. */
export function listenAddresses(config: string): ListenAddress[] {
  const found = new Map<string, ListenAddress>();
  for (const match of config.matchAll(/^\s*listen\s+([^\s;]+)/gm)) {
    const value = match[1]!;
    if (value.startsWith('unix:')) continue;
    const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(value);
    const hostPort = /^([^:]+):(\d+)$/.exec(value);
    let address: ListenAddress | null = null;
    if (bracketed) address = { host: bracketed[1] === '::' ? '::1' : bracketed[1]!, port: Number(bracketed[2]) };
    else if (hostPort) address = { host: hostPort[1] === '*' ? '127.0.0.1' : hostPort[1]!, port: Number(hostPort[2]) };
    else if (/^\d+$/.test(value)) address = { host: '127.0.0.1', port: Number(value) };
    if (address) found.set(`${address.host}:${address.port}`, address);
  }
  return [...found.values()];
}
