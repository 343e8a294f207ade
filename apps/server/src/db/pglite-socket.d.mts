/** Hands PGlite the complete protocol messages of a socket chunk in one call (see pglite-socket.mjs). */
export function batchSocketMessages(): void;
