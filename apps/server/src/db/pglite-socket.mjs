// How the embedded database's socket server (pglite-socket) hands the API's messages to PGlite, for the
// worker (pglite-worker.mjs) and the tests' in-thread database (engine.ts) alike.
//
// The library hands PGlite each protocol message of a chunk on its own: a query that opens and closes its
// read-only transaction is some fifteen messages (BEGIN, the campus's settings, the query, COMMIT: Parse, Bind,
// Execute each, then Sync), and every one went through the queue, PGlite's locks, a turn of its main loop and
// an answer write of its own (issue 17: about half of a list read's CPU on this engine). PGlite's main loop
// reads every message of the buffer it is given, as PostgreSQL reads its socket, so the complete messages of a
// chunk go to it together, in one call, and their answers leave in one write. The start of a connection (SSL,
// cancel and startup requests) and Terminate keep the library's own handling.
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 88; // 'X'

/** True when the buffer starts with a message that has no type byte: a startup, SSL or cancel request. */
function startsUntyped(buffer) {
  if (buffer.length < 8) return buffer.length > 0 && buffer[0] === 0;
  const code = buffer.readInt32BE(4);
  return code === PROTOCOL_3 || code === SSL_REQUEST || code === CANCEL_REQUEST;
}

let patched = false;

export function batchSocketMessages() {
  if (patched) return;
  patched = true;
  const original = PGLiteSocketHandler.prototype.handleData;
  PGLiteSocketHandler.prototype.handleData = async function batched(data) {
    if (!this.socket || !this.active) return 0;
    const buffer = this.messageBuffer.length > 0 ? Buffer.concat([this.messageBuffer, data]) : data;
    if (startsUntyped(buffer)) return original.call(this, data);
    // The complete messages, cut before a Terminate (which goes alone, as the library sends it).
    let end = 0;
    while (buffer.length - end >= 5) {
      const size = 1 + buffer.readInt32BE(end + 1);
      if (buffer.length - end < size) break;
      if (buffer[end] === TERMINATE && end > 0) break;
      end += size;
      if (buffer[end - size] === TERMINATE) break;
    }
    this.messageBuffer = end < buffer.length ? Buffer.from(buffer.subarray(end)) : Buffer.alloc(0);
    if (end === 0) return 0;
    const messages = new Uint8Array(buffer.buffer, buffer.byteOffset, end).slice();
    const socket = this.socket;
    let failed;
    let sent = 0;
    socket.cork();
    try {
      await this.queryQueue.enqueue(this.id, messages, (answer) => {
        if (answer.length === 0 || !this.socket?.writable || !this.active) return;
        // The answer is a view of PGlite's buffer, which the next message reuses: written as a copy.
        this.socket.write(Buffer.from(answer), (error) => {
          if (error) failed = error;
        });
        sent += answer.length;
      });
    } finally {
      socket.uncork();
    }
    if (failed) throw failed;
    return sent;
  };
}
