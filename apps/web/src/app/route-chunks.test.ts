// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { routeChunks } from '../../route-chunks';
import { formItemVisibleOnlyWithError, lazyValidator, tableScrollbarOnlyWhenUsed } from '../../antd-trim';

const require = createRequire(import.meta.url);

/** A chunk of a fake bundle: its file, the module it starts from, its static imports and its CSS. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = []): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

describe('the screens whose chunks a signed-in cold load preloads (route-chunks.ts)', () => {
  it('finds lazy routes, follows their static imports less what the frame loads, and puts a static path before a parameter', () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    fs.mkdirSync(path.join(app, 'routes'));
    fs.writeFileSync(
      path.join(app, 'routes', 'student.routes.tsx'),
      [
        'export const routes = [',
        "  lazyPage('administration/student/:id', () => import('./student-view-page'), 'StudentViewPage'),",
        "  { path: 'administration/student/list', lazy: () => import('./student-list-page').then((m) => ({ Component: m.StudentListPage })) },",
        "  lazyPage('settings/building/edit/:id?', () => import('./missing-page'), 'BuildingEditPage'),",
        '];',
      ].join('\n'),
    );
    const bundle = Object.fromEntries(
      [
        chunk(
          'assets/student-list-page.js',
          path.join(app, 'routes', 'student-list-page.tsx'),
          ['assets/table.js', 'assets/layout.js'],
          ['assets/student-list-page.css'],
        ),
        chunk('assets/student-view-page.js', path.join(app, 'routes', 'student-view-page.tsx'), ['assets/table.js']),
        chunk('assets/table.js', null, ['assets/core.js'], ['assets/table.css']),
        chunk('assets/layout.js', null, ['assets/core.js']),
        chunk('assets/core.js', null),
      ].map((c) => [c.fileName, c]),
    );
    const { files, routes } = routeChunks(app, bundle, new Set(['assets/layout.js', 'assets/core.js']));
    const named = routes.map(([pattern, scripts, styles]) => [pattern, scripts.map((i) => files[i]), styles.map((i) => files[i])]);
    expect(named).toEqual([
      ['^/administration/student/list/?$', ['assets/student-list-page.js', 'assets/table.js'], ['assets/student-list-page.css', 'assets/table.css']],
      ['^/administration/student/[^/]+/?$', ['assets/student-view-page.js', 'assets/table.js'], ['assets/table.css']],
    ]);
    const match = (address: string) => named.find(([pattern]) => new RegExp(pattern as string).test(address))?.[1];
    expect(match('/administration/student/list')).toContain('assets/student-list-page.js');
    expect(match('/administration/student/01a21f5b')).toContain('assets/student-view-page.js');
    expect(match('/administration/student/01a21f5b/edit')).toBeUndefined();
    fs.rmSync(app, { recursive: true, force: true });
  });
});

describe("rc-form's rule checker loaded at the first check (antd-trim.ts)", () => {
  it('moves the static import of async-validator into validateRule', () => {
    const file = require.resolve('@rc-component/form/es/utils/validateUtil.js');
    const code = lazyValidator(fs.readFileSync(file, 'utf8'));
    expect(code).not.toContain("import RawAsyncValidator from '@rc-component/async-validator'");
    expect(code).toMatch(/async function validateRule\([^)]*\) \{\n {2}const AsyncValidator = \(await import\('@rc-component\/async-validator'\)\)\.default;/);
  });

  it('stops the build when rc-form changes the code it rewrites', () => {
    expect(() => lazyValidator('export const nothing = 1;')).toThrow(/validateUtil\.js changed/);
  });
});

describe("antd's layout reads left out of a list's render (antd-trim.ts, issue 17)", () => {
  it('measures the scroll bar only for a fixed or sticky header', () => {
    const code = tableScrollbarOnlyWhenUsed(fs.readFileSync(require.resolve('@rc-component/table/es/Table.js'), 'utf8'));
    expect(code).toContain('if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {\n      if (scrollBodyRef.current instanceof Element) {');
    expect(() => tableScrollbarOnlyWhenUsed('export const nothing = 1;')).toThrow(/Table\.js changed/);
  });

  it('asks whether a form item is on screen only while it has an error', () => {
    const code = formItemVisibleOnlyWithError(fs.readFileSync(require.resolve('antd/es/form/FormItem/ItemHolder.js'), 'utf8'));
    expect(code).toContain('const isOnScreen = hasError && !!itemRef.current && isVisible(itemRef.current);');
    expect(() => formItemVisibleOnlyWithError('export const nothing = 1;')).toThrow(/ItemHolder\.js changed/);
  });
});
