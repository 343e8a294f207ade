import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The specification travels with the code: `docs/spec/` holds a copy of every file the code cites
 * (`portal §`, `data-calls §`, `DESIGN`, grading rules), so a clone without `../shared` resolves them.
 * Where the shared folder sits beside the checkout, each copy must be the spec as it is now.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const COPIES: Array<[copy: string, source: string]> = [
  ['docs/spec/portal.md', '../shared/spec/portal.md'],
  ['docs/spec/data-calls.md', '../shared/spec/data-calls.md'],
  ['docs/spec/api-calls.tsv', '../shared/spec/api-calls.tsv'],
  ['docs/spec/DESIGN.md', '../shared/DESIGN.md'],
  ['docs/spec/CONVENTIONS.md', '../shared/CONVENTIONS.md'],
  ['docs/spec/grading.md', '../shared/grading.md'],
];

describe('the spec copy in docs/spec', () => {
  it.each(COPIES)('%s is in the repository', (copy) => {
    expect(fs.existsSync(path.join(root, copy))).toBe(true);
    expect(fs.readFileSync(path.join(root, copy), 'utf8').length).toBeGreaterThan(1000);
  });

  const shared = path.join(root, '../shared');
  it.runIf(fs.existsSync(shared)).each(COPIES)('%s is the same as %s', (copy, source) => {
    expect(fs.readFileSync(path.join(root, copy), 'utf8')).toBe(fs.readFileSync(path.join(root, source), 'utf8'));
  });
});
