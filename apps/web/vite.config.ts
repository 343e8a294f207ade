import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { STORAGE_KEYS } from './src/lib/storage';
import react from '@vitejs/plugin-react';
import { frameChunks } from './frame-chunks';
import { antdTrim } from './antd-trim';
import { antdStaticStyle } from './antd-static-style';
import { routeChunks } from './route-chunks';

const require = createRequire(import.meta.url);
const khmerFontFiles = path.join(path.dirname(require.resolve('@fontsource/noto-sans-khmer/package.json')), 'files');

/**
 * Writes `.br` and `.gz` twins of the built scripts and styles, so the server can send them compressed
 * without compressing on every request (@fastify/static `preCompressed`). Fonts are already compressed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'school-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Brotli at quality 11 is about 50 s of CPU for the ~170 scripts and styles (each page chunk carries its
    // shared code): the asynchronous calls run on libuv's thread pool, so every core compresses at once.
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const files = fs.readdirSync(assets).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const data = await fs.promises.readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(data, { level: 9 })]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Preloads both Khmer faces (issue 17). The regular one was asked for only when the first page laid out its
 * Khmer text, half a second later on a cold load, and its arrival laid the whole page out again. The bold one
 * is the start screen's title (index.html), its largest text: it was asked for only at the first layout, and
 * the title stayed invisible until it came, so the page's largest paint waited a round trip after its first.
 */
function preloadKhmerFont(): Plugin {
  return {
    name: 'school-preload-khmer-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = ['400', '600'].map((weight) => {
          const font = Object.keys(ctx.bundle ?? {}).find((name) => new RegExp(`noto-sans-khmer-khmer-${weight}-normal-[^/]*\\.woff2$`).test(name));
          if (!font) throw new Error(`preloadKhmerFont: the Khmer face of weight ${weight} is not in the bundle`);
          return font;
        });
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Starts the signed-in frame's chunks with the page (issue 17). A signed-in screen needs the antd shell and
 * the layout, which the router asks for only once React, the router and the entry chunk have arrived and
 * run: on a phone's cold load the network sat idle meanwhile. With a stored session, a small script in the
 * head asks for both chunks and their styles at once (preloads: the router's imports then find them), at low
 * priority: the page's own scripts, styles and first paint come first (at high priority Lighthouse counted
 * them into the first paint: FCP 2.1 s became 2.4-3.2 s). So it does for the screen the address names: its
 * page chunk, the chunks that one imports and their styles (routeChunks; the router's import of the page
 * started half a second after the frame's on a cold load, and the page's heading is the largest paint).
 * The sign-in page of a visitor without a session loads nothing more. The server allows the script by its hash.
 * The preloads start once the start screen has painted (a frame, then a task): the page's largest paint is that
 * screen's title, and what was asked for before it, at any priority, Lighthouse counts into the largest paint
 * (simulated LCP 3.5-4.0 s with the preloads asked at once, 2.0-2.1 s after the paint; ADR 13).
 */
function preloadSignedInFrame(): Plugin {
  return {
    name: 'school-preload-signed-in-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const frame = chunks.filter((c) => c.name === 'antd-shell' || c.name === 'layout');
        if (frame.length !== 2) throw new Error('preloadSignedInFrame: the antd-shell and layout chunks are not in the bundle');
        const scripts = frame.map((c) => `/${c.fileName}`);
        const styles = frame.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`));
        // What the page has or asks for without the route's chunks: the entry and the frame, with what they import.
        const loaded = new Set<string>();
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const load = (c: Rollup.OutputChunk | undefined) => {
          if (!c || loaded.has(c.fileName)) return;
          loaded.add(c.fileName);
          c.imports.forEach((f) => load(byFile.get(f)));
        };
        [...chunks.filter((c) => c.isEntry), ...frame].forEach(load);
        const pages = routeChunks(src('app'), bundle, loaded);
        if (pages.routes.length < 50) throw new Error(`preloadSignedInFrame: only ${pages.routes.length} screen routes found in src/app`);
        const code =
          `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)})||"null").accessToken)requestAnimationFrame(function(){setTimeout(function(){` +
          `var p=function(h,r,a){var l=document.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";l.fetchPriority="low";if(a)l.as=a;document.head.appendChild(l)};` +
          `${JSON.stringify(scripts)}.forEach(function(h){p(h,"modulepreload")});` +
          `${JSON.stringify(styles)}.forEach(function(h){p(h,"preload","style")});` +
          `var F=${JSON.stringify(pages.files.map((f) => f.replace(/^assets\//, '')))},R=${JSON.stringify(pages.routes)},u=location.pathname;if(u==="/en"||u.indexOf("/en/")===0)u=u.slice(3);` +
          `for(var i=0;i<R.length;i++)if(new RegExp(R[i][0]).test(u)){` +
          `R[i][1].forEach(function(n){p("/assets/"+F[n],"modulepreload")});R[i][2].forEach(function(n){p("/assets/"+F[n],"preload","style")});break}` +
          `})})}catch(e){}`;
        // A syntax error would not reach the try above: the whole script, the frame's preloads too, would not run.
        new Function(code);
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}

const CORE = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;
const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

// The API runs beside the dev server (`npm run dev` at the root); the built app is served by it directly.
// Chunks (issue 17): React, the router, i18next and React Query in one `core` chunk every page needs; the
// signed-in frame in two (frameChunks); shared chunks under 64 KB are copied into the chunks that use them
// instead of loaded on their own, so a screen comes in about a dozen scripts rather than ninety.
// The sign-in page's budget (`npm run bench -- sign-in-page`): ≤ 150 KB gzip.
export default defineConfig({
  plugins: [react(), antdTrim(), antdStaticStyle(), preloadKhmerFont(), preloadSignedInFrame(), precompress()],
  resolve: { alias: { '@khmer-font': khmerFontFiles } },
  server: { proxy: { '/backend': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    // The sizes are measured by the bench (sign-in-page), and the precompressed twins are written below: the
    // report's own gzip of every chunk was CPU the build did not need.
    reportCompressedSize: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'core', test: CORE, priority: 20 },
            {
              name: frameChunks(
                [
                  { name: null, root: src('main.tsx') },
                  { name: 'antd-shell', root: src('app/antd-shell.tsx') },
                  { name: 'layout', root: src('app/layouts/default-layout.tsx') },
                ],
                CORE,
              ),
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
        },
      },
    },
  },
});
