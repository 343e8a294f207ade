import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * Names the chunks of the signed-in frame for rolldown's `codeSplitting.groups` (issue 17): every module
 * a layer's root imports statically goes into that layer's chunk, except what an earlier layer or `skip`
 * (the `core` group) already holds. The layers are given in load order, the sign-in page's entry first
 * (it gets no name: the entry chunk keeps its modules), then `antd-shell`, then `layout`. A screen's chunk
 * then imports what the frame brought instead of its own copy of antd's pagination, buttons and icons,
 * which the common-chunk inlining had copied into every chunk of one page.
 *
 * A package's index that only re-exports (antd's, the icons') is followed only through the names the
 * importing module takes from it: it imports every antd component, and most of them belong to screens.
 */
export function frameChunks(layers: Array<{ name: string | null; root: string }>, skip: RegExp): (id: string, ctx: ChunkingContext) => string | null {
  let owner: Map<string, string | null> | undefined;
  return (id, ctx) => {
    owner ??= assignLayers(layers, skip, ctx);
    return owner.get(id) ?? null;
  };
}

const BARRELS: Array<{ specifier: string; id: RegExp }> = [
  { specifier: 'antd', id: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/ },
  { specifier: '@ant-design/icons', id: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/ },
];

function assignLayers(layers: Array<{ name: string | null; root: string }>, skip: RegExp, ctx: ChunkingContext): Map<string, string | null> {
  const exportsOf = new Map<string, Map<string, string>>();
  /** Indexes reached through `export *` (the icons' list of every icon): never followed whole. */
  const starred = new Set<string>();
  /** A re-exporting index's names and the module each comes from (through `export *` too). */
  const barrelExports = (barrel: string): Map<string, string> => {
    const known = exportsOf.get(barrel);
    if (known) return known;
    const names = new Map<string, string>();
    exportsOf.set(barrel, names);
    const info = ctx.getModuleInfo(barrel);
    const code = info?.code ?? '';
    const imported = info?.importedIds ?? [];
    const resolve = (specifier: string) => {
      const base = path.resolve(path.dirname(barrel), specifier);
      return imported.find((m) => m === base || m.startsWith(`${base}.`) || m.startsWith(`${base}${path.sep}index.`));
    };
    for (const [, name, specifier] of code.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*["']([^"']+)["']/g)) {
      const target = resolve(specifier!);
      if (target) names.set(name!, target);
    }
    for (const [, specifier] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
      const target = resolve(specifier!);
      if (!target) continue;
      starred.add(target);
      for (const [name, from] of barrelExports(target)) names.set(name, from);
    }
    return names;
  };
  /** What `module` imports statically, a re-exporting index replaced by the names taken from it. */
  const imports = (module: string): string[] => {
    const info = ctx.getModuleInfo(module);
    if (!info) return [];
    const out: string[] = [];
    for (const imported of info.importedIds) {
      const barrel = BARRELS.find((b) => b.id.test(imported));
      if (!barrel) {
        out.push(imported);
        continue;
      }
      const from = barrelExports(imported);
      // The index's own imports that are not re-exports (antd's version warning) come along.
      const reexported = new Set(from.values());
      out.push(...(ctx.getModuleInfo(imported)?.importedIds ?? []).filter((m) => !reexported.has(m) && !starred.has(m) && !BARRELS.some((b) => b.id.test(m))));
      const quoted = barrel.specifier.replace(/[/.]/g, '\\$&');
      for (const [, list] of (info.code ?? '').matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g'))) {
        for (const part of list!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          const target = from.get(name);
          if (target) out.push(target);
        }
      }
    }
    return out;
  };
  const owner = new Map<string, string | null>();
  for (const layer of layers) {
    const stack = [layer.root];
    while (stack.length) {
      const next = stack.pop()!;
      if (owner.has(next) || skip.test(next)) continue;
      owner.set(next, layer.name);
      stack.push(...imports(next));
    }
  }
  return owner;
}
