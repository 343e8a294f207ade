// A new data folder's first start, in a process of its own (engine.ts, startPglite in a worker).
// PGlite creates a new cluster (initdb) in its WebAssembly memory, which peaks near 700 MB resident and never
// gives all of it back: done in the server, its high-water mark stayed there for the whole run and it held
// ~140 MB more at rest than a server that opens an existing folder (issue 17; `npm run bench -- memory`).
// Here the memory goes back to the system when this process ends; the server then opens a made folder.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node pglite-init.mjs <pgdata folder>');
const db = await PGlite.create({ dataDir });
await db.close();
