// Loaded into the server by bench/memory.ts (NODE_OPTIONS=--import): every thread (the API's and PGlite's
// worker) writes its process.memoryUsage() to MEMORY_PROBE_DIR/<pid>-<thread>.json four times a second, so the
// bench can print heap and external figures of a server started exactly as `npm start` starts it.
import fs from 'node:fs';
import { threadId } from 'node:worker_threads';

const dir = process.env.MEMORY_PROBE_DIR;
if (dir) {
  const file = `${dir}/${process.pid}-${threadId}.json`;
  const write = () => {
    try {
      // Written aside then renamed, so the bench never reads half a file.
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
      fs.renameSync(`${file}.tmp`, file);
    } catch {
      // the bench removed its folder
    }
  };
  write();
  setInterval(write, 250).unref();
}
