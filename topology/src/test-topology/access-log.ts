// nginx's access log as the dev-services launcher writes it: one JSON object a line.

export interface AccessLogEntry {
  /** Epoch seconds, millisecond resolution: when nginx finished the request. */
  time: number;
  method: string;
  path: string;
  status: number;
  /** Every replica nginx tried, in order ("127.0.0.1:1, 127.0.0.1:2"); empty when none. */
  upstream: string;
  upstream_status: string;
  request_id: string;
}

export function parseAccessLog(text: string): AccessLogEntry[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AccessLogEntry);
}

/** The replicas nginx tried for this request, in order (", " between tries, " : " between redirects). */
export const triedUpstreams = (entry: AccessLogEntry) => entry.upstream.split(/\s*,\s*|\s+:\s+/).filter(Boolean);

/** The replica that gave the answer nginx passed on (the last one tried). */
export const answeringUpstream = (entry: AccessLogEntry) => triedUpstreams(entry).at(-1) ?? null;
