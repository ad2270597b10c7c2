import type { Server } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  spa?: boolean;
  config?: boolean;
  /** Serve /app-config.json from this file, re-read on every request (wins over `config`). */
  configFile?: string;
  env?: Record<string, string | undefined>;
}): Server;
