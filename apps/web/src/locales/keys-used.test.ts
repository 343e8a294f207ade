import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every literal key a screen asks for (`t('key')`, `t('ns:key')`) exists in the Khmer catalogs (the
 * catalog test proves English has the same keys). A key's default namespace is that of the nearest
 * `useTranslation('ns')` above it in the file (one per component).
 */
const src = path.join(import.meta.dirname, '..');
const catalogs = new Map<string, Record<string, unknown>>();
for (const file of fs.readdirSync(path.join(import.meta.dirname, 'km'))) {
  catalogs.set(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'km', file), 'utf8')));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

function has(ns: string, key: string): boolean {
  let node: unknown = catalogs.get(ns);
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

describe('translation keys in use', () => {
  it('finds every literal key in its catalog', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = fs.readFileSync(file, 'utf8');
      const hooks = [...text.matchAll(/useTranslation\((?:'([\w-]+)')?\)/g)].map((m) => ({ at: m.index, ns: m[1] ?? 'common' }));
      for (const match of text.matchAll(/\bt\('([\w.:-]+)'/g)) {
        const raw = match[1]!;
        const defaultNs = hooks.filter((h) => h.at < match.index).at(-1)?.ns ?? 'common';
        const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [defaultNs, raw];
        if (!has(ns, key)) missing.push(`${path.relative(src, file)}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
