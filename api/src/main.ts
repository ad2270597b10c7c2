import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { createDatabase } from './db/database.js';
import { migrationLogLine } from './db/migration-report.js';
import { offsetFileClock } from './http/clock.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase(config);
  // Only ever set by the e2e stack; loadConfig refuses it under NODE_ENV=production and warns below.
  const clock = config.testClockOffsetFile ? offsetFileClock(config.testClockOffsetFile) : undefined;
  const app = await buildApp({ config, db: database, clock });
  for (const warning of config.warnings) app.log.warn(warning);
  app.log.info({ migrations: database.migrations }, migrationLogLine(database.migrations));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Fail fast rather than hang forever if something holds the server open.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Momentum API listening on ${config.publicUrl}${config.apiDocs ? ` (docs: ${config.publicUrl}/docs)` : ''}`);
}

main().catch((error: unknown) => {
  console.error('Momentum API failed to start:', error);
  process.exit(1);
});
