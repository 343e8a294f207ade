import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Gender is the same control in every form (issue 10, docs/glossary.md 'Forms'): `GenderInput` of
 * `person-fields.tsx`. A form that builds its own from the gender enumeration (a select here, radios
 * there) is what the issue found; this fails on it.
 */
const src = path.join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

const HOME = path.join(src, 'components', 'person-fields.tsx');
const ALLOWED = new Set([HOME, path.join(src, 'app', 'routes', 'test', 'test-pages.tsx')]);

describe('the gender control', () => {
  it('is built only in components/person-fields.tsx', () => {
    const builders = files(src)
      .filter((file) => !ALLOWED.has(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter((file) => /useEnumOptions\(\s*'gender'\s*\)|enumOptions\(\s*ENUM_ITEMS\.gender|ENUM_ITEMS\.gender\.map\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(builders).toEqual([]);
  });

  it('is the radio group there', () => {
    expect(fs.readFileSync(HOME, 'utf8')).toMatch(/export function GenderInput[\s\S]*?<Radio\.Group[^>]*options=\{genders\}/);
  });
});
