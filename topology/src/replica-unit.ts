// docs/deploy.md's systemd unit for a replica, as the topology runs it: checked by systemd-analyze (no
// systemd runs here), and read for what starting it means: its folder, environment file and command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ReplicaUnit {
  workingDirectory: string;
  environmentFile: string;
  /** ExecStart split at spaces: the Node binary, then its arguments. */
  execStart: string[];
}

/** The [Service] settings a replica's start depends on; throws when one is missing. */
export function readReplicaUnit(text: string): ReplicaUnit {
  const service = new Map<string, string>();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1]!;
    else if (section === 'Service' && line.includes('=')) service.set(line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1));
  }
  const setting = (key: string) => {
    const value = service.get(key);
    if (!value) throw new Error(`the replica's unit has no ${key}= in [Service]`);
    return value;
  };
  return { workingDirectory: setting('WorkingDirectory'), environmentFile: setting('EnvironmentFile'), execStart: setting('ExecStart').split(/\s+/) };
}

/** `systemd-analyze verify` on the unit, written into `dir`: a warning (an unknown key, a bad value) fails it too. */
export function verifyReplicaUnit(text: string, dir: string): void {
  const file = path.join(dir, 'momentum-api.service');
  fs.writeFileSync(file, text);
  const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  if (result.error) throw new Error(`systemd-analyze (Debian's systemd package) checks the replica's unit: ${result.error.message}`);
  const said = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0 || said !== '') throw new Error(`systemd-analyze verify refuses docs/deploy.md's unit (${result.status}):\n${said}\n--- unit ---\n${text}`);
}
