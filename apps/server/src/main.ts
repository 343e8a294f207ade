import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startServer } from './server';

try {
  const config = loadConfig();
  const { app, stop } = await startServer(config);
  app.log.info(
    { port: config.port, database: config.databaseUrl ? 'postgresql' : 'pglite', dataDir: config.dataDir, demo: config.seedDemo },
    `School portal at http://localhost:${config.port}/ (API ${config.apiBase}, docs ${config.apiBase}/docs)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'closing');
      const timer = setTimeout(() => process.exit(1), 15_000);
      stop().then(
        () => {
          clearTimeout(timer);
          process.exit(0);
        },
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
