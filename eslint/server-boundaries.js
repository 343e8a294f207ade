// The server's layers, enforced (docs/ARCHITECTURE.md "Boundaries"):
// - Drizzle (`drizzle-orm`, `db/schema`) only in `*.repository.ts`, `db/**` and `provision/**`;
// - a module reaches another module only through its `*.service.ts` (or an `index.ts`), never its
//   repository or other internals;
// - a `*.routes.ts` imports only its own module's services (plus the contract, `http/`, `lib/`);
// - `lib/` imports neither `http/`, `db/` nor `modules/`;
// - no import cycles (import-x/no-cycle).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'apps', 'server', 'src');

/** Where a file of the server's src lies: { area, module?, base } or undefined outside src. */
function place(absolute) {
  if (fs.existsSync(absolute) && fs.statSync(absolute).isDirectory()) absolute = path.join(absolute, 'index.ts');
  const rel = path.relative(serverSrc, absolute);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  const base = parts[parts.length - 1].replace(/\.(ts|mts|js|mjs)$/, '');
  if (parts[0] === 'modules' && parts.length >= 3) return { area: 'modules', module: parts[1], base, rel };
  if (parts[0] === 'db' && parts[1] === 'schema') return { area: 'schema', base, rel };
  return { area: parts.length > 1 && parts[0] !== 'modules' ? parts[0] : 'root', base, rel };
}

const isDrizzle = (specifier) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the server layers apart: Drizzle in repositories, modules through their services.' },
    schema: [],
    messages: {
      drizzle: 'Drizzle and db/schema belong in *.repository.ts, db/ or provision/: call a repository function instead.',
      crossModule: "Module '{{from}}' reaches into '{{target}}' of module '{{to}}': use that module's *.service.ts (or index.ts).",
      routes: "A *.routes.ts imports only its own module's services, the contract, http/ and lib/ (not '{{target}}').",
      lib: "lib/ is below http/, db/ and modules/: it must not import '{{target}}'.",
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const self = place(filename);
    if (!self) return {};
    const drizzleAllowed = /\.repository$/.test(self.base) || self.area === 'db' || self.area === 'schema' || self.area === 'provision';
    const isRoutes = self.area === 'modules' && /\.routes$/.test(self.base);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (isDrizzle(specifier)) {
        if (!drizzleAllowed) context.report({ node, messageId: 'drizzle' });
        return;
      }
      if (!specifier.startsWith('.')) return;
      const target = place(path.resolve(path.dirname(filename), specifier));
      if (!target) return;
      if (target.area === 'schema' && !drizzleAllowed) {
        context.report({ node, messageId: 'drizzle' });
        return;
      }
      if (self.area === 'lib' && (target.area === 'http' || target.area === 'db' || target.area === 'schema' || target.area === 'modules')) {
        context.report({ node, messageId: 'lib', data: { target: specifier } });
        return;
      }
      if (isRoutes) {
        const ownService = target.area === 'modules' && target.module === self.module && /\.service$/.test(target.base);
        if (!ownService && target.area !== 'http' && target.area !== 'lib') {
          context.report({ node, messageId: 'routes', data: { target: specifier } });
        }
        return;
      }
      if (self.area === 'modules' && target.area === 'modules' && target.module !== self.module) {
        if (!/\.service$/.test(target.base) && target.base !== 'index') {
          context.report({ node, messageId: 'crossModule', data: { from: self.module, to: target.module, target: target.base } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const serverBoundariesPlugin = { meta: { name: 'server-boundaries' }, rules: { layers: boundaries } };

export default [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-boundaries': serverBoundariesPlugin },
    rules: { 'server-boundaries/layers': 'error' },
  },
  {
    // Tests may read and seed tables directly, but they keep the other layers.
    files: ['apps/server/src/**/*.test.ts'],
    plugins: { 'server-boundaries': serverBoundariesPlugin },
    rules: { 'server-boundaries/layers': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
