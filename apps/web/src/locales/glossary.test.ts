import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TOPICS } from '@school/contract/notification/notification.schemas';
import { PERMISSIONS } from '@school/contract/permission/permission.keys';

/**
 * The catalogs hold to docs/glossary.md (issue 10: one term, one wording): every Khmer catalog key a term
 * lists has the term's wording, and no Khmer value uses a wording the glossary rejects.
 */
const here = import.meta.dirname;
const glossary = fs.readFileSync(path.join(here, '../../../../docs/glossary.md'), 'utf8');

type TTerm = { term: string; khmer: string; keys: string[]; notWritten: string[] };

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

export function parseGlossary(text: string): TTerm[] {
  const section = text.split(/^## Terms$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| Term'))
    .map((line) => {
      const [term, khmer, , keys, notWritten] = cells(line);
      return { term: term!, khmer: khmer!, keys: codes(keys ?? ''), notWritten: codes(notWritten ?? '') };
    });
}

/** `*` is any run of characters but `:`; a pattern is the whole `namespace:key`. */
const toRegExp = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^:]*')}$`);

export function keysOf(patterns: string[], keys: string[]): string[] {
  const include = patterns.filter((p) => !p.startsWith('!')).map(toRegExp);
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1)));
  return keys.filter((k) => include.some((r) => r.test(k)) && !exclude.some((r) => r.test(k)));
}

function leaves(value: unknown, prefix: string): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`));
}

const khmer = new Map(
  fs
    .readdirSync(path.join(here, 'km'))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => leaves(JSON.parse(fs.readFileSync(path.join(here, 'km', f), 'utf8')), `${f.replace(/\.json$/, '')}:`)),
);
const terms = parseGlossary(glossary);
/** Khmer labels the contract gives the screens: permission names (the roles screen), notification topics (the bell, the profile). */
const contractKhmer: Array<[string, string]> = [
  ...Object.entries(PERMISSIONS).map(([key, p]): [string, string] => [`permission ${key}`, p.name]),
  ...Object.entries(NOTIFICATION_TOPICS).map(([key, topic]): [string, string] => [`notification topic ${key}`, topic.name]),
];

describe('the Khmer catalogs hold to docs/glossary.md', () => {
  it('reads the glossary: the terms the issue asks for, each with its Khmer wording', () => {
    expect(terms.length).toBeGreaterThanOrEqual(30);
    for (const term of terms) expect(term.khmer, term.term).toMatch(/[\u1780-\u17FF]/);
  });

  it('matches keys by namespace and path, leaving out the excluded ones', () => {
    const keys = ['student:field.lastName', 'guardian:field.lastNameEn', 'grade-matrix:matrix.grade', 'student:academic.grade'];
    expect(keysOf(['*:*.lastName'], keys)).toEqual(['student:field.lastName']);
    expect(keysOf(['*:*.grade', '!grade-matrix:*'], keys)).toEqual(['student:academic.grade']);
  });

  it.each(terms.map((t) => [t.term, t] as const))('%s: its keys use its wording', (_name, term) => {
    const wrong = keysOf(term.keys, [...khmer.keys()])
      .filter((key) => khmer.get(key) !== term.khmer)
      .map((key) => `${key} = "${khmer.get(key)}" (glossary: "${term.khmer}")`);
    expect(wrong).toEqual([]);
  });

  it.each(terms.filter((t) => t.notWritten.length > 0).map((t) => [t.term, t] as const))('%s: no catalog uses a rejected wording', (_name, term) => {
    const found = [...khmer, ...contractKhmer]
      .filter(([, value]) => term.notWritten.some((word) => value.includes(word)))
      .map(([key, value]) => `${key} = "${value}"`);
    expect(found).toEqual([]);
  });
});
