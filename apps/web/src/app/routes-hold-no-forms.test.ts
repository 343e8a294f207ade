// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features own their forms (issue 9, docs/ARCHITECTURE.md 'The web app'): a page in `app/routes` reads route
 * params and composes features; its forms live in `features/<domain>/components`. Only the dev test pages
 * (`routes/test/`) may hold form fields of their own.
 */
const ROUTES = path.resolve(import.meta.dirname, 'routes');
const ALLOWED = new Set([path.join('test', 'test-pages.tsx')]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('route pages', () => {
  it('hold no Form.Item outside the dev test pages', () => {
    const files = sourceFiles(ROUTES).map((f) => path.relative(ROUTES, f));
    expect(files.length).toBeGreaterThan(50);
    // The scan sees a form where there is one: the dev test pages still hold theirs.
    const withForms = files.filter((file) => /\bForm\.Item\b/.test(fs.readFileSync(path.join(ROUTES, file), 'utf8')));
    expect(withForms).toContain(path.join('test', 'test-pages.tsx'));
    expect(withForms.filter((file) => !ALLOWED.has(file))).toEqual([]);
  });
});
