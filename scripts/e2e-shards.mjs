// The browser suite in shards that run side by side, each with its own server and data folder (its own
// global setup), so a 2-core machine keeps both cores busy while one browser waits for a page.
// Files are dealt to shards by their measured time (e2e/durations.json, seconds; a new file counts as the
// median), longest first, each to the shard with the least time so far. E2E_SHARDS sets the number (2).
// Each shard writes .tmp/e2e-<n>.json; its output is printed whole when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const e2e = path.join(root, 'e2e');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
// `--build`: build the web app while the data folder is prepared (the build's minifier and the preparing
// server each keep about one core busy), instead of one after the other. Other arguments go to Vitest.
const build = process.argv.includes('--build');
const extra = process.argv.slice(2).filter((a) => a !== '--build');

const files = fs
  .readdirSync(path.join(e2e, 'tests'))
  .filter((f) => f.endsWith('.e2e.ts'))
  .sort();
const durations = JSON.parse(fs.readFileSync(path.join(e2e, 'durations.json'), 'utf8'));
const known = Object.values(durations).sort((a, b) => a - b);
const median = known.length ? known[Math.floor(known.length / 2)] : 30;
const weight = (f) => durations[f] ?? median;

const plan = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = plan.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  lightest.files.push(f);
  lightest.seconds += weight(f);
}
for (const p of plan) p.files.sort();

fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });

// The data folder every shard copies (two new schools and the seeded demo), made once instead of per shard.
const template = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-template-'));
const t0 = Date.now();
/** Runs a command to its end, its output kept and printed only if it fails. */
function step(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (code !== 0) console.error(`${label} failed:\n${out}`);
      else console.log(`${label} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      resolve(code);
    });
  });
}
const ready = await Promise.all([
  step("the browser tests' data folder prepared", process.execPath, ['--import', 'tsx', 'e2e/prepare.ts', template]),
  build ? step('the web app built (npm run build)', 'npm', ['run', 'build']) : 0,
]);
if (ready.some((code) => code !== 0)) process.exit(1);
for (const f of fs.readdirSync(path.join(root, '.tmp'))) if (/^e2e(-\d+)?\.json$/.test(f)) fs.rmSync(path.join(root, '.tmp', f));

const runs = plan
  .filter((p) => p.files.length > 0)
  .map(
    (p, i) =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const n = i + 1;
        const args = [
          'vitest',
          'run',
          '--config',
          'vitest.config.ts',
          `--outputFile.json=../.tmp/e2e-${n}.json`,
          ...extra,
          ...p.files.map((f) => `tests/${f}`),
        ];
        const child = spawn('npx', args, {
          cwd: e2e,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, E2E_SHARD: String(n), E2E_DATA_TEMPLATE: template },
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        console.log(`e2e shard ${n}: ${p.files.length} files, about ${Math.round(p.seconds)} s measured alone`);
        child.on('close', (code) => {
          const seconds = ((Date.now() - t0) / 1000).toFixed(0);
          process.stdout.write(`\n── e2e shard ${n} (${seconds} s, exit ${code}) ──\n${out}`);
          resolve(code ?? 1);
        });
      }),
  );
const codes = await Promise.all(runs);
fs.rmSync(template, { recursive: true, force: true });
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
