import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type * as CssInJs from '@ant-design/cssinjs';

/** antd's style-hook factories: each takes the component's name, then the function that writes its CSS. */
const STYLE_HOOKS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const STYLE_HOOK_CALL = /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/;
const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/;
const STYLE_UTILS = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
/** The reset every antd component registers (links, icons): one sheet, with the style utilities. */
const SHARED = 'Shared';

/**
 * antd's styles as static CSS (issue 17, docs/adr/0007-antd-styles-as-static-css.md).
 *
 * At run time antd 6 writes each component's CSS in script (CSS-in-JS): on the signed-in student list
 * about 410 KB of CSS text in 74 style tags, built on the phone's main thread, and the code that writes it
 * travels in every chunk. antd's `zeroRuntime` theme switch turns that off and expects the CSS from a file;
 * its own `antd/dist/antd.css` holds every component (1 MB). Here the build makes that CSS per component:
 *
 * - at the start of the build, every antd component is rendered once in Node (as antd's own
 *   `@ant-design/static-style-extract` does, `hashed: false`) and the CSS each style hook registered is
 *   kept by the hook's name ("Button-Button", "Input-Component", "Form-item-item");
 * - each antd module that defines style hooks imports its components' CSS, so the CSS lands in the chunk
 *   that uses the component and comes with it (split by route like the scripts), and the function that
 *   wrote the CSS is replaced by an empty one, so its code leaves the bundle;
 * - the CSS sits in `@layer antd`, below every unlayered rule, as antd's runtime styles sat before ours
 *   (AntdShell turns on the layer for what antd still writes at run time: the icons' reset and the theme).
 *
 * The theme (the school's colour, font, radius) is not in this CSS: antd 6 writes it as CSS variables at run
 * time, still, from the ConfigProvider's tokens, so branding keeps working. The build defines
 * `import.meta.env.ANTD_STATIC_STYLE`; without this plugin (dev server, unit tests) antd writes its CSS
 * at run time as before.
 */
export function antdStaticStyle(): Plugin {
  let outDir = '';
  let sheets = new Map<string, string>();
  /** Style hooks met in the build that no render registered. */
  const unstyled = new Set<string>();
  const sheetFile = (name: string) => path.join(outDir, `${name}.css`);
  return {
    name: 'school-antd-static-style',
    apply: 'build',
    enforce: 'pre',
    config() {
      return { define: { 'import.meta.env.ANTD_STATIC_STYLE': 'true' } };
    },
    configResolved(config) {
      outDir = path.join(config.cacheDir, 'antd-static-style');
    },
    buildStart() {
      sheets = renderAntdStyles();
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      for (const [name, css] of sheets) fs.writeFileSync(sheetFile(name), `@layer antd{${css}}\n`);
    },
    transform: {
      filter: { id: ANTD_ES },
      handler(code, id) {
        const stripped = stripStyleHooks(code, id);
        if (!stripped) return null;
        for (const name of stripped.names) if (!sheets.has(name)) unstyled.add(name);
        const imports = stripped.names.filter((n) => sheets.has(n)).map((n) => `import ${JSON.stringify(sheetFile(n))};\n`);
        return { code: `${imports.join('')}${stripped.code}`, map: null };
      },
    },
    buildEnd(error) {
      // A component whose hook no render reached would have no CSS at all: say which, and stop the build.
      const missing = [...unstyled].filter((n) => !WITHOUT_SHEET.has(n));
      if (!error && missing.length) this.error(`antd-static-style: no CSS rendered for ${missing.join(', ')}: render them in renderAntdStyles()`);
    },
  };
}

/** Style hooks that need no sheet: Pagination's bordered look is used only by antd's wireframe theme. */
const WITHOUT_SHEET = new Set(['Pagination-bordered']);

/**
 * An antd module with its style functions replaced by empty ones, and the names of the style hooks it
 * defines (the reset, "Shared", for antd's style utilities); null for a module that defines none.
 */
export function stripStyleHooks(code: string, id: string): { code: string; names: string[] } | null {
  const utils = STYLE_UTILS.test(id);
  if (!utils && !STYLE_HOOK_CALL.test(code)) return null;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const names: string[] = utils ? [SHARED] : [];
  walk(parseAst(code), (node) => {
    if (utils && node.type === 'Property' && (keyName(node) === 'getResetStyles' || keyName(node) === 'getCommonStyle')) {
      // Only the runtime path calls these (the reset and the common style of every component).
      edits.push({ start: node.value.start, end: node.value.end, text: 'undefined' });
    }
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !STYLE_HOOKS.has(node.callee.name)) return;
    const [component, styleFn] = node.arguments;
    const name = hookName(component, code);
    if (!name || !styleFn) throw new Error(`${id}: a style hook whose name is not a literal`);
    names.push(name);
    edits.push({ start: styleFn.start, end: styleFn.end, text: '() => []' });
  });
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, e.start)}${e.text}${out.slice(e.end)}`;
  return { code: out, names };
}

// An ESTree node as the parser gives it; only the fields read here are named.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TNode = { type: string; start: number; end: number; [key: string]: any };

function walk(node: unknown, visit: (node: TNode) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as TNode;
  if (typeof n.type === 'string') visit(n);
  for (const key in n) if (key !== 'type' && key !== 'start' && key !== 'end') walk(n[key], visit);
}

function keyName(node: TNode): string | undefined {
  return node.key?.type === 'Identifier' ? node.key.name : undefined;
}

/** The cache name cssinjs-utils gives a hook: `[a, b]` → "a-b", `'a'` → "a-a". */
function hookName(node: TNode | undefined, code: string): string | undefined {
  const literal = (n: TNode) => {
    if (n.type !== 'Literal' || typeof n.value !== 'string') return undefined;
    // The parser's offsets must be this string's (they are UTF-16 here; the edits rely on it).
    if (code.slice(n.start + 1, n.end - 1) !== n.value) throw new Error(`offsets of "${n.value}" do not match the source`);
    return n.value as string;
  };
  if (!node) return undefined;
  if (node.type === 'Literal') {
    const value = literal(node);
    return value && `${value}-${value}`;
  }
  if (node.type === 'ArrayExpression') {
    const cells = (node.elements as TNode[]).map(literal);
    return cells.every(Boolean) ? cells.join('-') : undefined;
  }
  return undefined;
}

/**
 * Renders every antd component (and its sub-components and pop-up panels) in Node, `hashed: false`, and
 * returns the CSS each style hook registered, by the hook's name. The icons' reset stays at run time
 * (antd's ConfigProvider writes it whatever the theme says).
 */
export function renderAntdStyles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  // antd's CommonJS build, the same modules and cssinjs instance as `StyleProvider` below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const antd = require('antd') as Record<string, any>;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const h = React.createElement;
  const cache = cssinjs.createCache();
  const render = (node: ReactModule.ReactNode) => {
    renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { hashed: false } }, node)));
  };
  const tryRender = (node: () => ReactModule.ReactNode) => {
    try {
      render(node());
    } catch {
      /* see below */
    }
  };

  const props: Record<string, Record<string, unknown>> = {
    Dropdown: { menu: { items: [{ key: 'a', label: 'a' }] }, children: h('span') },
    Affix: { children: h('div') },
    Menu: { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }, { type: 'divider' }] },
    QRCode: { value: 'https://example.org' },
    Tree: { treeData: [{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }], checkable: true },
    Tabs: { items: [{ key: 'a', label: 'a', children: 'a' }] },
    Steps: { items: [{ title: 'a' }, { title: 'b' }] },
    Collapse: { items: [{ key: 'a', label: 'a', children: 'a' }] },
    Descriptions: { bordered: true, items: [{ key: 'a', label: 'a', children: 'a' }] },
    Timeline: { items: [{ children: 'a' }] },
    Breadcrumb: { items: [{ title: 'a' }, { title: 'b' }] },
    Pagination: { total: 100, showSizeChanger: true, showQuickJumper: true },
    Table: {
      columns: [{ title: 'a', dataIndex: 'a', key: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
      dataSource: [{ key: 1, a: 'a' }],
      rowSelection: {},
      bordered: true,
    },
    Result: { status: '404' },
    Transfer: { dataSource: [{ key: 'a', title: 'a' }] },
  };
  const skip = new Set(['ConfigProvider', 'Grid']);
  for (const [name, component] of Object.entries(antd)) {
    if (name[0] !== name[0]!.toUpperCase() || skip.has(name) || !component || (typeof component !== 'function' && typeof component !== 'object')) continue;
    tryRender(() => h(component, { ...props[name] }));
    // Sub-components (Form.Item, Input.Search, Layout.Sider, Typography.Title …) and pop-up panels.
    for (const [sub, part] of Object.entries(component as Record<string, unknown>)) {
      if (!/^[A-Z_]/.test(sub) || !part || (typeof part !== 'function' && typeof part !== 'object') || !('$$typeof' in part || typeof part === 'function'))
        continue;
      tryRender(() => h(part as ReactModule.ComponentType, {}));
    }
  }
  // Variants the defaults above do not reach.
  tryRender(() =>
    h(antd.Form, { layout: 'vertical' }, h(antd.Form.Item, { label: 'a', name: 'a', validateStatus: 'error', help: 'a', hasFeedback: true }, h(antd.Input))),
  );
  for (const type of ['confirm', 'info', 'success', 'error', 'warning']) {
    tryRender(() => h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired, { type, title: 'a', content: 'a' }));
  }
  tryRender(() => h(antd.message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a', type: 'success' }));
  tryRender(() => h(antd.notification._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a', description: 'a', type: 'info' }));
  tryRender(() => h(antd.Space.Compact, {}, h(antd.Input), h(antd.Button, {}, 'a')));
  tryRender(() => h(antd.Tag, { color: 'green' }, 'a'));
  tryRender(() => h(antd.Tag, { color: 'success' }, 'a'));
  // Parts that render only inside their parent (Menu.Item, Tree.TreeNode …) fail here; their CSS comes with
  // the parent. A hook no render reached at all stops the build (buildEnd).

  // The CSS of each registered style, by the hook's name (the first part of its cache path).
  const byName = new Map<string, string[]>();
  for (const key of cache.cache.keys()) {
    // `style%<layer, empty here>%<hook>%<prefixCls>%<iconPrefixCls>`
    const [kind, , hook, prefixCls] = key.split('%');
    if (kind !== 'style' || !hook || hook === 'ant-design-icons') continue;
    // A part rendered outside its parent (its prefixCls comes from the parent) styles nothing real.
    if (prefixCls === '') continue;
    byName.set(hook, [...(byName.get(hook) ?? []), key]);
  }
  const sheets = new Map<string, string>();
  for (const [name, keys] of byName) {
    const part = cssinjs.createCache();
    for (const key of keys) {
      part.cache.set(key, cache.cache.get(key)!);
      part.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
    }
    const css = cssinjs
      .extractStyle(part, { plain: true, types: ['style'] })
      // extractStyle ends with a map of cache paths for hydration, which a static sheet does not use.
      .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
    sheets.set(name, css);
  }
  return sheets;
}
