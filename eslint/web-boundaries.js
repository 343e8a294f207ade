import path from 'node:path';

/**
 * Import direction of the web app (docs/ARCHITECTURE.md 'The web app'), enforced by lint:
 * - a feature never imports another feature (only `features/auth`, the signed-in session, is shared) nor `app/`;
 * - `components/` and `lib/` never import `features/` or `app/`.
 * A small local rule: it resolves each relative import against the importing file and checks the zones,
 * so it needs no resolver plugin.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../apps/web/src');
const SHARED_FEATURES = new Set(['auth']);

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** The reason an import from `file` to `target` breaks a boundary, or undefined. */
export function webBoundaryBreak(file, target) {
  if (!inside(file, WEB_SRC) || !inside(target, WEB_SRC)) return undefined;
  const [fromTop, fromSub] = path.relative(WEB_SRC, file).split(path.sep);
  const [toTop, toSub] = path.relative(WEB_SRC, target).split(path.sep);
  if ((fromTop === 'components' || fromTop === 'lib') && (toTop === 'features' || toTop === 'app'))
    return `${fromTop}/ is shared by every screen and must not import ${toTop}/ (move the piece to ${fromTop}/ or pass it in)`;
  if (fromTop === 'features' && toTop === 'app') return 'a feature must not import app/ (pages compose features, not the other way)';
  if (fromTop === 'features' && toTop === 'features' && fromSub !== toSub && !SHARED_FEATURES.has(toSub))
    return `features/${fromSub} must not import features/${toSub}: features are independent (share through components/ or lib/)`;
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = webBoundaryBreak(file, path.resolve(path.dirname(file), source));
      if (reason) context.report({ node, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { boundaries: rule } } },
    rules: {
      'web/boundaries': 'error',
      // The web calls the API only through the contract's refs (lib/api-client `api.call`).
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "Call the API through a contract ref (api.call(xRefs.y)), not a hand-written '/api/…' path." },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "Call the API through a contract ref (api.call(xRefs.y)), not a hand-written '/api/…' path.",
        },
      ],
    },
  },
];
