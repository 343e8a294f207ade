// PGlite runs here, off the API's thread (DESIGN 'Data': a long PGlite query blocks its event loop).
// It serves the Postgres protocol on a Unix socket, so the API speaks `pg` to both engines.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;
const db = await PGlite.create(dataDir);
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
