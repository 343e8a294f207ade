// PGlite runs here, off the API's thread (DESIGN 'Data': a long PGlite query blocks its event loop).
// It serves the Postgres protocol on a Unix socket, so the API speaks `pg` to both engines.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketHandler, PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;
// The socket handler answers each protocol message of a chunk with its own write (a query's Bind, Describe,
// Execute and Sync: four writes, four wake-ups of the API's thread, a good part of a request's time on a busy
// machine). Corked while it handles a chunk, the answers of the chunk leave in one write once it is done; a
// client sends a chunk's messages together and reads their answers together, so nothing waits longer.
const handleData = PGLiteSocketHandler.prototype.handleData;
if (typeof handleData === 'function')
  PGLiteSocketHandler.prototype.handleData = async function corked(data) {
    const socket = this.socket;
    socket?.cork();
    try {
      return await handleData.call(this, data);
    } finally {
      socket?.uncork();
    }
  };
// pg_trgm: the student search's index (migration 0021); a data folder that has it needs it loaded.
// shared_buffers 32 MB, not PostgreSQL's 128 MB: PGlite's memory holds the whole buffer pool from the start
// (118 MB less resident memory, issue 17); pages beyond it come from the operating system's file cache.
const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, postgresqlconf: ['shared_buffers=32MB'] });
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
