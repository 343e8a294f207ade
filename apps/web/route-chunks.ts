import fs from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';

/** `lazyPage('path', () => import('./module'), …)` and `{ path: 'path', lazy: () => import('./module') … }`. */
const LAZY_ROUTE =
  /(?:lazyPage\(\s*'([^']+)'\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)|path:\s*'([^']+)'\s*,\s*lazy:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\))/g;

export type TRouteChunks = {
  /** Every file preloaded by some route, once; routes refer to them by index. */
  files: string[];
  /** A route's path as a regular expression (without the locale prefix) and the indexes of its files: scripts, then styles. */
  routes: Array<[pattern: string, scripts: number[], styles: number[]]>;
};

/**
 * The chunks each signed-in screen's route loads lazily, read from the route declarations under `src/app`
 * (issue 17): the page's chunk and the chunks it imports statically, with their CSS, less what `loaded`
 * (the entry and the signed-in frame) already holds. The head script of index.html preloads the current
 * path's files on a signed-in cold load, so the page's chunk no longer waits for React, the router and the
 * entry chunk to run before it is asked for. A route this does not find is only not preloaded.
 */
export function routeChunks(appDir: string, bundle: Rollup.OutputBundle, loaded: Set<string>): TRouteChunks {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const routes: TRouteChunks['routes'] = [];
  const seenPatterns = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(LAZY_ROUTE)) {
      const routePath = match[1] ?? match[3]!;
      const specifier = match[2] ?? match[4]!;
      const base = path.resolve(path.dirname(file), specifier);
      const page = ['.tsx', '.ts'].map((ext) => byModule.get(base + ext)).find(Boolean);
      if (!page) continue;
      const pattern = routePattern(routePath);
      if (seenPatterns.has(pattern)) continue;
      seenPatterns.add(pattern);
      const scripts: string[] = [];
      const styles = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk) => {
        if (loaded.has(chunk.fileName) || scripts.includes(chunk.fileName)) return;
        scripts.push(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) visit(next);
        }
      };
      visit(page);
      routes.push([pattern, scripts.map(indexOf), [...styles].map(indexOf)]);
    }
  }
  // A path that both a screen's own route and a route with a parameter match (`student/list`, `student/:id`) is the first's.
  routes.sort((a, b) => (a[0].match(/\[\^\/\]|\.\*/g)?.length ?? 0) - (b[0].match(/\[\^\/\]|\.\*/g)?.length ?? 0));
  return { files, routes };
}

/** 'settings/building/edit/:id?' → '^/settings/building/edit(?:/[^/]+)?/?$' */
function routePattern(routePath: string): string {
  const body = routePath
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      if (/^:\w+$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body}/?$`;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
