import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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
        const utils = STYLE_UTILS.test(id);
        if (!utils && !STYLE_HOOK_CALL.test(code)) return null;
        const edits: Array<{ start: number; end: number; text: string }> = [];
        const names: string[] = utils ? [SHARED] : [];
        walk(this.parse(code), (node) => {
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
        const imports = names.filter((n) => sheets.has(n)).map((n) => `import ${JSON.stringify(sheetFile(n))};\n`);
        return { code: `${imports.join('')}${out}`, map: null };
      },
    },
  };
}

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
function renderAntdStyles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as Record<string, any>;
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const h = React.createElement;
  const cache = cssinjs.createCache();
  const render = (node: React.ReactNode) => {
    renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { hashed: false } }, node)));
  };
  const failures: string[] = [];
  const tryRender = (label: string, node: () => React.ReactNode) => {
    try {
      render(node());
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
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
    tryRender(name, () => h(component, { ...props[name] }));
    // Sub-components (Form.Item, Input.Search, Layout.Sider, Typography.Title …) and pop-up panels.
    for (const [sub, part] of Object.entries(component as Record<string, unknown>)) {
      if (!/^[A-Z_]/.test(sub) || !part || (typeof part !== 'function' && typeof part !== 'object') || !('$$typeof' in part || typeof part === 'function')) continue;
      tryRender(`${name}.${sub}`, () => h(part as React.ComponentType, {}));
    }
  }
  // Variants the defaults above do not reach.
  tryRender('Form.Item', () =>
    h(antd.Form, { layout: 'vertical' }, h(antd.Form.Item, { label: 'a', name: 'a', validateStatus: 'error', help: 'a', hasFeedback: true }, h(antd.Input))),
  );
  for (const type of ['confirm', 'info', 'success', 'error', 'warning']) {
    tryRender(`Modal.${type}`, () => h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired, { type, title: 'a', content: 'a' }));
  }
  tryRender('message', () => h(antd.message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a', type: 'success' }));
  tryRender('notification', () => h(antd.notification._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a', description: 'a', type: 'info' }));
  tryRender('Space.Compact', () => h(antd.Space.Compact, {}, h(antd.Input), h(antd.Button, {}, 'a')));
  tryRender('Tag.preset', () => h(antd.Tag, { color: 'green' }, 'a'));
  tryRender('Tag.status', () => h(antd.Tag, { color: 'success' }, 'a'));
  if (failures.length) console.warn(`antd-static-style: not rendered (their CSS may be missing): ${failures.join('; ')}`);

  // The CSS of each registered style, by the hook's name (the first part of its cache path).
  const byName = new Map<string, string[]>();
  for (const key of cache.cache.keys()) {
    // `style%<layer, empty here>%<hook>%<prefixCls>%<iconPrefixCls>`
    const [kind, , hook, prefixCls] = key.split('%');
    if (kind !== 'style' || !hook || hook === 'ant-design-icons') continue;
    // A part rendered outside its parent (its prefixCls comes from the parent) styles nothing real.
    if (prefixCls === '') {
      console.warn(`antd-static-style: ${hook} registered without a class prefix, left out`);
      continue;
    }
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
