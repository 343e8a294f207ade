// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web calls the API only through the contract's refs (`api.call(studentRefs.list)`): a hand-written
 * '/api/…' path in the web app would escape the contract's types. Tests may name made-up paths.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('web API calls', () => {
  it("no web source file holds a hand-written '/api/' path", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => /['"`]\/api\//.test(fs.readFileSync(file, 'utf8'))).map((f) => path.relative(SRC, f));
    expect(offenders).toEqual([]);
  });
});
