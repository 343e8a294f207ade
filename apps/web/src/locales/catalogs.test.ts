import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const domains = fs.readdirSync(path.join(here, 'km')).filter((f) => f.endsWith('.json'));

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

describe('translation catalogs', () => {
  it('has the same domains in Khmer and English', () => {
    expect(
      fs
        .readdirSync(path.join(here, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...domains].sort());
  });

  for (const file of domains) {
    it(`${file}: Khmer and English have identical keys and no empty value`, () => {
      const km = leaves(JSON.parse(fs.readFileSync(path.join(here, 'km', file), 'utf8')));
      const en = leaves(JSON.parse(fs.readFileSync(path.join(here, 'en', file), 'utf8')));
      expect(km.map(([k]) => k).sort()).toEqual(en.map(([k]) => k).sort());
      for (const [key, value] of [...km, ...en]) {
        expect(typeof value === 'string' && value.trim().length > 0, `${file} ${key} is empty`).toBe(true);
      }
    });
  }

  it('writes Khmer in Khmer script, not transliteration', () => {
    for (const file of domains) {
      const km = leaves(JSON.parse(fs.readFileSync(path.join(here, 'km', file), 'utf8')));
      const latinOnly = km.filter(
        ([, v]) =>
          typeof v === 'string' &&
          !/[\u1780-\u17FF]/.test(v) &&
          /[a-z]{4,}/i.test(v.replace(/\$\{\w+\}|\{\{\w+\}\}|PDF|Excel|SEC|English|App Store|Google Play|AppGallery|DEMO|MB/g, '')),
      );
      expect(latinOnly, file).toEqual([]);
    }
  });

  it('names every menu in Khmer letters on Khmer pages (no Latin word, such as "SEC", beside the Khmer)', () => {
    const km = leaves(JSON.parse(fs.readFileSync(path.join(here, 'km', 'nav.json'), 'utf8')));
    const latin = km.filter(([, v]) => typeof v === 'string' && /[a-z]/i.test(v.replace(/\{\{\w+\}\}/g, '')));
    expect(latin).toEqual([]);
  });
});
