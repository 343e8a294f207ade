// `npm test`: the whole gate, phase by phase, each phase's time printed (closing notes quote them).
// The static checks are single-threaded, so lint (in three parts), format and the three type-checked programs run
// side by side on two cores (seven processes, so neither core idles while the longest one finishes);
// the unit suite (contract, API on both engines, web components) uses every core, and the browser suite runs
// in shards side by side (scripts/e2e-shards.mjs), each with its own server.
import { spawn } from 'node:child_process';

const started = Date.now();
const WEB_HALF = 'apps/web/src/features/[i-z]*/**';
const times = [];

function run(name, command, { buffered = false } = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (buffered) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      times.push([name, seconds, code]);
      if (buffered) process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} s, exit ${code}) ──\n${out}`);
      resolve(code ?? 1);
    });
  });
}

function report() {
  console.log('\nPhase times:');
  for (const [name, seconds, code] of times) console.log(`  ${name.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${code ? `  (exit ${code})` : ''}`);
  console.log(`  ${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
}

async function main() {
  const statics = await Promise.all([
    // ESLint is one thread and was the longest of them (about 110 s of CPU on a slow machine, most of it React
    // Compiler's analysis of the web app): in three processes of about a third each (the web app but features i-z,
    // those features, the rest), the phase packs onto both cores instead of waiting on one. Together they lint
    // exactly the files `npm run lint` lints.
    run('lint:web', `npx eslint apps/web --ignore-pattern "${WEB_HALF}" --max-warnings 0`, { buffered: true }),
    run('lint:web-i-z', `npx eslint "${WEB_HALF}" --max-warnings 0`, { buffered: true }),
    run('lint:rest', 'npx eslint . --ignore-pattern "apps/web/**" --max-warnings 0', { buffered: true }),
    run('format', 'npm run format:check', { buffered: true }),
    // One program for the contract, the server and the bench (tsconfig.node.json: each file checked once,
    // not again by every workspace that imports it), one for the web app, one for the browser tests.
    run('typecheck:node', 'npm run typecheck:node', { buffered: true }),
    run('typecheck:web', 'npm run typecheck:web', { buffered: true }),
    run('typecheck:e2e', 'npm run typecheck:e2e', { buffered: true }),
  ]);
  if (statics.some((code) => code !== 0)) return 1;
  for (const [name, command] of [
    ['unit', 'npm run test:unit'],
    ['e2e', 'npm run test:e2e'],
  ]) {
    if ((await run(name, command)) !== 0) return 1;
  }
  return 0;
}

// The summary line ("N passed, N failed") stays the last line printed: CI reads it.
main().then(async (code) => {
  report();
  if (code === 0) code = await run('summary', 'node scripts/test-summary.mjs .tmp/unit.json .tmp/e2e-*.json');
  process.exit(code);
});
