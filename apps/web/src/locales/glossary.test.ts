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

/** Khmer string literals in a TypeScript source: quoted or template text with at least one Khmer letter. */
export function khmerLiterals(source: string): string[] {
  return [...source.matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((text) => /[\u1780-\u17FF]/.test(text));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const root = path.join(here, '../../../..');
/** What the server says in Khmer (error messages, record and step names, export headers), from its sources and the contract's. */
export const serverKhmer: Array<[string, string]> = ['apps/server/src', 'packages/contract/src'].flatMap((dir) =>
  sourceFiles(path.join(root, dir)).flatMap((file) =>
    khmerLiterals(fs.readFileSync(file, 'utf8')).map((text): [string, string] => [path.relative(root, file), text]),
  ),
);

/**
 * Rejected wordings the server still writes where a change needs more than a word: the student import's
 * column names and code sheet are read back from schools' filled-in templates, and the export and report
 * headers of the name columns. Each entry must still occur (the list only shrinks); a new place fails.
 */
const SERVER_LEFT: Array<[file: string, word: string]> = [
  ['packages/contract/src/student-import/student-import.schemas.ts', '(ឡាតាំង)'],
  ['packages/contract/src/student-import/student-import.schemas.ts', 'ខេត្ត/រាជធានី'],
  ['apps/server/src/modules/student-import/student-import.service.ts', 'ខេត្ត/រាជធានី'],
  ['apps/server/src/modules/student/student-export.service.ts', 'ខេត្ត/រាជធានី'],
  ['apps/server/src/modules/student/student-export.service.ts', 'គោត្តនាម'],
  ['apps/server/src/modules/registration/registration-report.service.ts', 'ខេត្ត/រាជធានី'],
  ['apps/server/src/modules/registration/registration-report.service.ts', 'គោត្តនាម'],
  ['apps/server/src/modules/employee/employee.service.ts', 'គោត្តនាម'],
  ['apps/server/src/modules/employee-attendance/employee-attendance-report.service.ts', 'គោត្តនាម'],
  ['apps/server/src/modules/fee/fee-collection-report.service.ts', 'គោត្តនាម'],
  ['apps/server/src/modules/mobile-account/mobile-account.service.ts', 'គោត្តនាម'],
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

  it('finds the Khmer texts in a server source', () => {
    expect(khmerLiterals(`throw notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found'); const a = \`ដក «\${x}» ចេញ\`;`)).toEqual([
      'រកមិនឃើញថ្នាក់នេះទេ',
      'ដក «${x}» ចេញ',
    ]);
    expect(serverKhmer.length).toBeGreaterThan(500);
  });

  it.each(terms.filter((t) => t.notWritten.length > 0).map((t) => [t.term, t] as const))('%s: the server writes no rejected wording', (_name, term) => {
    const left = (file: string, word: string) => SERVER_LEFT.some(([f, w]) => f === file && w === word);
    const found = serverKhmer.flatMap(([file, text]) =>
      term.notWritten.filter((word) => text.includes(word) && !left(file, word)).map(() => `${file}: "${text}"`),
    );
    expect(found).toEqual([]);
  });

  it('lists only server wordings that are still there', () => {
    const stale = SERVER_LEFT.filter(([file, word]) => !serverKhmer.some(([f, text]) => f === file && text.includes(word)));
    expect(stale).toEqual([]);
  });
});
