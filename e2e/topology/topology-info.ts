// Where the running topology is: the JSON file the topology runner writes and names in TOPOLOGY_INFO.
import fs from 'node:fs';

export interface TopologyInfo {
  /** The shell's origin (nginx), the remotes' origin (nginx), the API's origin (nginx → three replicas). */
  shell: string;
  cdn: string;
  api: string;
  /** The S3-compatible store the replicas keep photos in. */
  s3: { endpoint: string; bucket: string };
  /** The shell's release folder (holds app-config.json), its nginx headers include, and the remotes' origin's root folder. */
  shellRoot: string;
  headersFile: string;
  cdnRoot: string;
}

let cached: TopologyInfo | undefined;

export function topology(): TopologyInfo {
  if (cached) return cached;
  const file = process.env.TOPOLOGY_INFO;
  if (!file) throw new Error('TOPOLOGY_INFO is not set: these specs run from `pnpm test:topology`, which starts the topology first');
  cached = JSON.parse(fs.readFileSync(file, 'utf8')) as TopologyInfo;
  return cached;
}
