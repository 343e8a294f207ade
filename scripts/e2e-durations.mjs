// Rewrites e2e/durations.json (the seconds each browser test file took, which scripts/e2e-shards.mjs deals
// shards by) from the JSON reports of a browser run: `node scripts/e2e-durations.mjs .tmp/e2e-*.json`.
// A file the reports do not name keeps its old figure. Times in the reports are measured with the shards
// side by side, so they are about twice a file's time alone; the dealing only compares them to each other.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'e2e', 'durations.json');
const durations = JSON.parse(fs.readFileSync(target, 'utf8'));
const reports = process.argv.slice(2);
if (reports.length === 0) {
  console.error('usage: node scripts/e2e-durations.mjs <vitest json report>...');
  process.exit(1);
}
let changed = 0;
for (const report of reports) {
  for (const file of JSON.parse(fs.readFileSync(report, 'utf8')).testResults ?? []) {
    if (!file.startTime || !file.endTime) continue;
    durations[path.basename(file.name)] = Math.max(1, Math.round((file.endTime - file.startTime) / 1000));
    changed += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${changed} files' durations written to e2e/durations.json`);
