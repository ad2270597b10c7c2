// The command line of `pnpm bench:hosting`: how many runs, where to write JSON, and the throttle the
// browser applies (Chromium's own network and CPU emulation through CDP, not a simulation afterwards).
import { parseArgs } from 'node:util';

export interface Throttle {
  /** Added by DevTools to every request before its response headers arrive (ms). */
  latencyMs: number;
  /** Bits per second, as networks are quoted. */
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  /** Chromium runs the page's main thread this many times slower. */
  cpuSlowdown: number;
}

export interface Settings {
  runs: number;
  jsonFile: string | null;
  throttle: Throttle;
  /** Print the cold /home's requests of each host's last run (waterfall.ts). */
  waterfall: boolean;
  /** Exit 1 when an enforced budget (the service worker's repeat visit) is over. */
  check: boolean;
}

/** The figures of Lighthouse's mobile preset (its "slow 4G" and a mid-range phone's CPU), applied for real. */
export const DEFAULT_THROTTLE: Throttle = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

export const USAGE = `pnpm bench:hosting [--runs N] [--json FILE] [--latency MS] [--down KBIT] [--up KBIT] [--cpu X]
  --runs N       runs per host (default 5), hosts alternating run by run
  --json FILE    also write every run and the medians as JSON
  --latency MS   request latency added by Chromium (default 150)
  --down KBIT    download throughput in kbit/s (default 1600)
  --up KBIT      upload throughput in kbit/s (default 750)
  --cpu X        CPU slowdown factor (default 4; 1 = none)
  --waterfall    print the cold and the repeat /home's requests of each host's last run, up to the streak,
                 and the tapped /home's requests and the app's marks up to the bell's list
  --check        exit 1 when an enforced budget is over on either host: /login's link, the cold and the
                 repeat streak, code bytes on the repeat visit, a first tap lost, the bell's list's ratio`;

function positive(name: string, raw: string | undefined, fallback: number, { integer = false, min = 0 } = {}): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be ${integer ? 'an integer' : 'a number'} ≥ ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** Reads the arguments after the script name; throws with the problem on anything it does not know. */
export function parseSettings(argv: readonly string[]): Settings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string' },
      json: { type: 'string' },
      latency: { type: 'string' },
      down: { type: 'string' },
      up: { type: 'string' },
      cpu: { type: 'string' },
      waterfall: { type: 'boolean' },
      check: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.json === '') throw new Error('--json needs a file name');
  const kbit = (name: 'down' | 'up', fallback: number) => positive(name, values[name], fallback / 1000, { min: 1 }) * 1000;
  return {
    runs: positive('runs', values.runs, 5, { integer: true, min: 1 }),
    jsonFile: values.json ?? null,
    waterfall: values.waterfall ?? false,
    check: values.check ?? false,
    throttle: {
      latencyMs: positive('latency', values.latency, DEFAULT_THROTTLE.latencyMs),
      downloadBitsPerSecond: kbit('down', DEFAULT_THROTTLE.downloadBitsPerSecond),
      uploadBitsPerSecond: kbit('up', DEFAULT_THROTTLE.uploadBitsPerSecond),
      cpuSlowdown: positive('cpu', values.cpu, DEFAULT_THROTTLE.cpuSlowdown, { min: 1 }),
    },
  };
}

/** One line naming the throttle, for the report. */
export function describeThrottle(throttle: Throttle): string {
  const rate = (bits: number) => (bits >= 1_000_000 ? `${bits / 1_000_000} Mbit/s` : `${bits / 1000} kbit/s`);
  return (
    `Chromium network emulation: +${throttle.latencyMs} ms latency per request, ${rate(throttle.downloadBitsPerSecond)} down, ` +
    `${rate(throttle.uploadBitsPerSecond)} up; CPU ${throttle.cpuSlowdown}× slower`
  );
}
