import type { Server } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  spa?: boolean;
  config?: boolean;
  env?: Record<string, string | undefined>;
}): Server;
