import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes `src/<domain>/<domain>.refs.ts` for every `src/<domain>/*.routes.ts`: the plain method/path/body
 * kind of each exported route object, typed after it (see `common/route-ref.ts`). The web imports these
 * instead of the route files, so zod stays out of its bundles.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const contractSrc = path.resolve(here, '../src');

type TDef = { method: string; path: string; area: string; bodyKind?: string; file?: boolean; body?: unknown };

/** Top-level field names of a body schema (through optional/default/pipe wrappers). */
function bodyKeys(schema: unknown): string[] {
  let def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  for (let i = 0; def && i < 5 && def.type !== 'object'; i++) {
    const inner = (def.innerType ?? def.in) as { _zod?: { def?: Record<string, unknown> } } | undefined;
    def = inner?._zod?.def;
  }
  return def?.type === 'object' ? Object.keys(def.shape as object) : [];
}

/**
 * A few bodies of the spec name their fields in camel or snake case (`refresh_token`, `isAnonymous`): the
 * client must send those keys as they are instead of PascalCasing them. A body mixing both is refused.
 */
function keepsKeys(def: TDef, where: string): boolean {
  const keys = bodyKeys(def.body);
  const lower = keys.filter((k) => /^[a-z]/.test(k));
  if (lower.length > 0 && lower.length < keys.length) throw new Error(`${where}: body mixes PascalCase and lower-case fields (${lower.join(', ')})`);
  return keys.length > 0 && lower.length === keys.length;
}
const isDef = (v: unknown): v is TDef =>
  typeof v === 'object' && v !== null && typeof (v as TDef).method === 'string' && typeof (v as TDef).path === 'string' && typeof (v as TDef).area === 'string';
const isTree = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).length > 0 && Object.values(v).every((x) => isDef(x) || isTree(x));

function renderTree(value: Record<string, unknown>, indent: string, where: string): string {
  const lines: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    if (isDef(v)) {
      const parts = [`method: '${v.method}'`, `path: '${v.path}'`];
      if (v.bodyKind) parts.push(`bodyKind: '${v.bodyKind}'`);
      if (v.file) parts.push('file: true');
      if (keepsKeys(v, `${where}.${key}`)) parts.push('keepKeys: true');
      lines.push(`${indent}${name}: { ${parts.join(', ')} },`);
    } else {
      lines.push(`${indent}${name}: {`, renderTree(v as Record<string, unknown>, `${indent}  `, `${where}.${key}`), `${indent}},`);
    }
  }
  return lines.join('\n');
}

/** File path → content of every refs file. */
export async function renderRefs(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const domain of fs.readdirSync(contractSrc).sort()) {
    const dir = path.join(contractSrc, domain);
    if (!fs.statSync(dir).isDirectory()) continue;
    const routeFiles = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.routes.ts'))
      .sort();
    if (routeFiles.length === 0) continue;
    const imports: string[] = [];
    const bodies: string[] = [];
    for (const file of routeFiles) {
      const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
      const base = file.replace(/\.ts$/, '');
      for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
        if (!isTree(value)) continue;
        const refName = exportName.replace(/Routes$/, 'Refs');
        if (refName === exportName) throw new Error(`${domain}/${file}: exported route table ${exportName} should end in Routes`);
        imports.push(`import type { ${exportName} } from './${base}';`);
        bodies.push(`export const ${refName} = routeRefs<typeof ${exportName}>({\n${renderTree(value as Record<string, unknown>, '  ', exportName)}\n});`);
      }
    }
    if (domain === 'enum') {
      // The enumeration calls are one loop over ENUM_PATHS (enum.routes.ts), not a route object.
      const mod = (await import(path.join(dir, 'enum.routes.ts'))) as { ENUM_PATHS: Record<string, string> };
      imports.push("import type { TRouteDefinition } from '../common/route';", "import type { ZAcademicScoreStatuses, ZEnumList } from './enum.routes';");
      const lines = Object.entries(mod.ENUM_PATHS).map(
        ([p, name]) => `  ${name}: { method: 'GET', path: '${p}' } as TEnumRef${name === 'academicScoreStatus' ? '<typeof ZAcademicScoreStatuses>' : ''},`,
      );
      bodies.push(
        'type TEnumRef<R extends typeof ZEnumList | typeof ZAcademicScoreStatuses = typeof ZEnumList> = TRouteRef<TRouteDefinition<undefined, undefined, undefined, R>>;\n\n' +
          `/** Every enumeration call (ENUM_PATHS), by the enumeration's name. */\nexport const enumRefs = {\n${lines.join('\n')}\n} as const;`,
      );
      imports.unshift("import type { TRouteRef } from '../common/route-ref';");
    }
    if (bodies.length === 0) continue;
    const content = [
      `// Generated from ${routeFiles.join(', ')} by \`npm run generate:refs --workspace packages/contract\`: do not edit.`,
      ...(bodies.some((b) => b.includes('routeRefs<')) ? ["import { routeRefs } from '../common/route-ref';"] : []),
      ...imports,
      '',
      bodies.join('\n\n'),
      '',
    ].join('\n');
    out.set(path.join(dir, `${domain}.refs.ts`), content);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await renderRefs();
  for (const [file, content] of files) fs.writeFileSync(file, content);
  console.warn(`wrote ${files.size} refs files`);
}
