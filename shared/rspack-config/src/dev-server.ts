// Shared by every app's dev server; `/app-config.json` is generated from the environment, never a file on disk.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServer } from '@rspack/core';
import { makeAppConfig } from '@momentum/static-host/app-config';

export function createDevServer(port: number): DevServer {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    },
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'app-config',
        path: '/app-config.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(makeAppConfig(process.env)));
        },
      });
      return middlewares;
    },
  };
}
