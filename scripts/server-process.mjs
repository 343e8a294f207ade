// How `npm start` runs the server process (scripts/start.mjs), shared with the benchmarks that start it the same
// way (bench/request-path.ts; bench/memory.ts runs start.mjs itself). Issue 17's memory goal; figures from
// `npm run bench -- memory`.

/**
 * V8 lets the old generation grow to about three times what survives a full collection before collecting again:
 * under load the API's short-lived request garbage then held ~480 MB resident on PostgreSQL (85 MB live).
 * Growing by 30% instead holds it near 250 MB for a few percent more collection time. The young generation's
 * semi-spaces grow to 16 MB each by default (48 MB of young generation, mostly garbage, at any time under load):
 * 4 MB holds ~25 MB less for the same server CPU per call (2 MB took 30% more: too many scavenges). The cluster's
 * workers inherit the flags.
 */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=30', '--max-semi-space-size=4'];

/**
 * glibc's allocator, for the memory outside V8's heap. By default every thread that allocates (the API's, PGlite's
 * worker, four libuv threads hashing passwords, V8's helpers) gets an arena of its own, up to 16 on two cores,
 * and memory freed in one stays resident. The threshold above which a block is mapped on its own (and given
 * back when freed) starts at 128 KB but rises to the largest block freed so far: after the first sign-in (scrypt
 * takes 16 MB) every later one is carved from an arena and kept. Two arenas and a fixed threshold cut ~120 MB
 * of resident memory at start and ~200 MB after a minute of traffic on the embedded database.
 * A value already in the environment wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The server process's environment: `env` with SERVER_ENV's defaults under it. */
export function serverEnv(env) {
  return { ...SERVER_ENV, ...env };
}
