// PGlite runs here, off the API's thread (DESIGN 'Data': a long PGlite query blocks its event loop).
// It serves the Postgres protocol on a Unix socket, so the API speaks `pg` to both engines.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { batchSocketMessages } from './pglite-socket.mjs';

const { dataDir, socketPath } = workerData;
// A chunk's messages to PGlite in one call, their answers in one write (pglite-socket.mjs).
batchSocketMessages();
// pg_trgm and btree_gin: the student search's index (migrations 0021, 0030); a data folder that has them needs them loaded.
// shared_buffers 32 MB, not PostgreSQL's 128 MB: PGlite's memory holds the whole buffer pool from the start
// (118 MB less resident memory, issue 17); pages beyond it come from the operating system's file cache.
const db = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin }, postgresqlconf: ['shared_buffers=32MB'] });
const server = new PGLiteSocketServer({ db, path: socketPath });
await server.start();
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return;
  try {
    await server.stop();
    await db.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});
