import cluster from 'node:cluster';
import { loadConfig, type TConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openDatabase, prepareDatabase, startServer } from './server';

/**
 * `WORKERS=N` (issue 17): a primary prepares the database once (migrations, reference and demo data), then forks
 * N server processes that share the port (node cluster); each keeps its request state in the database. The
 * first slot runs the timed jobs. A worker that dies is started again; SIGTERM stops them all.
 */
async function runPrimary(config: TConfig): Promise<void> {
  const { database, unlock } = await openDatabase(config, { inWorker: false });
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
    unlock();
  }
  let stopping = false;
  const fork = (slot: number) => {
    const worker = cluster.fork({ SCHOOL_WORKER_SLOT: String(slot) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`server process ${slot} ended (${signal ?? code}); starting it again`);
      setTimeout(() => fork(slot), 1_000).unref();
    });
  };
  for (let slot = 0; slot < config.workers; slot++) fork(slot);
  console.warn(`School portal: ${config.workers} server processes on port ${config.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      const timer = setTimeout(() => process.exit(1), 20_000);
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', () => {
          if (--left === 0) {
            clearTimeout(timer);
            process.exit(0);
          }
        });
        worker.process.kill(signal);
      }
    });
  }
}

async function runServer(config: TConfig, options: { prepared?: boolean; background?: boolean }): Promise<void> {
  const { app, stop } = await startServer(config, options);
  app.log.info(
    { port: config.port, database: config.databaseUrl ? 'postgresql' : 'pglite', dataDir: config.dataDir, demo: config.seedDemo, pid: process.pid },
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
}

try {
  const config = loadConfig();
  if (cluster.isWorker) {
    await runServer(config, { prepared: true, background: process.env.SCHOOL_WORKER_SLOT === '0' });
  } else if (config.workers > 1 && config.databaseUrl) {
    await runPrimary(config);
  } else {
    if (config.workers > 1) console.warn('WORKERS needs DATABASE_URL (the embedded database has one process): starting one server process');
    await runServer(config, {});
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
