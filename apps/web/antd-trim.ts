import type { Plugin } from 'vite';

const FILTER_DROPDOWN = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const SELECTION = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;
const COLOR_USERS = /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index|color-picker[\\/]color|color-picker[\\/]util)\.js$/;
const INTERNAL_TABLE = /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/;
const VIRTUAL_TABLE_STUB = '\0antd-virtual-table-stub';
const RC_COMPONENT = /[\\/]node_modules[\\/]@rc-component[\\/][^\\/]+[\\/]es[\\/].*\.js$/;
const TYPOGRAPHY_BASE = /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/;
const EDITABLE_STUB = '\0antd-typography-editable-stub';
const VALIDATE_UTIL = /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/;
const ITEM_HOLDER = /[\\/]antd[\\/]es[\\/]form[\\/]FormItem[\\/]ItemHolder\.js$/;
const RC_TABLE = /[\\/]node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/;
const TREE_STUB = '\0antd-table-tree-stub';
const IS_BRIGHT = '\0antd-color-is-bright';
const RC_COLOR = '\0rc-color-picker-color';
const SELECTION_UTILS = '\0rc-tree-selection-utils';

/**
 * Keeps code no screen shows out of the first load (issue 17).
 *
 * antd's Tree out of every table (issue 17, about 12 KB compressed of each page with a list): the
 * Table brings it for one filter mode (`filterMode: 'tree'`), which no screen uses, and takes four helpers
 * from the tree package's index, which imports the whole tree. In the build the filter dropdown gets a Tree
 * that throws (a screen that starts using the tree filter mode fails loudly in its tests: remove this then),
 * and row selection gets the four helpers from their own files.
 *
 * antd's colour picker and Collapse out of every button and tag (about 6 KB compressed): their styles take
 * one function (`isBright`) from the picker's presets panel, whose file imports the Collapse, and the colour
 * class from the picker package's index, which imports the whole picker. They get the function alone
 * (written as antd writes it) and the class from its own file. So does the picker's `util.js` (the layout's
 * Select and Tag reach it through antd's colour helpers; about 3 KB compressed of the whole picker).
 *
 * rc-table's virtual table out of every table (about 2.5 KB compressed): antd's Table renders it only with
 * the `virtual` prop, which no screen uses. In the build it is a table that throws (a screen that starts
 * using `virtual` fails loudly in its tests: remove this then).
 *
 * antd's editable Typography out of every page heading (with the TextArea it edits in: about 6 KB
 * compressed and 3 KB of CSS on every list's first load): Typography brings it for the `editable` prop,
 * which no screen uses. In the build it is a component that throws (as the tree above).
 *
 * The form's rule checker (@rc-component/async-validator, about 4 KB compressed) loads the first time a
 * form checks a rule instead of with every form: rc-form's `validateRule` is already asynchronous, and it
 * awaits the import before it checks. A list's filter bar checks none.
 *
 * rc-table measures the scroll bar's width when each table mounts (a measuring element added to the page and
 * read back: the browser lays the whole new page out there and then, in the middle of React's commit) and
 * stores it, which renders the table a second time, at once. The width is used only by a fixed header
 * (`scroll.y`) or a sticky one, which no screen has: the lists scroll sideways only (`data-table.tsx`). In the
 * build the table measures only when it has one (issue 17: about a fifth of the student list's blocking time
 * on a throttled phone, `tableScrollbarOnlyWhenUsed`).
 *
 * antd's Form.Item asks while it renders whether its element is on screen (`offsetParent`: the browser lays the
 * page out there, in the middle of React's render), only to measure its margin again when an error shows. In
 * the build it asks only while it has an error or a warning (`formItemVisibleOnlyWithError`): every filter of
 * every list renders with none.
 */
export function antdTrim(): Plugin {
  return {
    name: 'school-antd-trim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === '../../../tree' && FILTER_DROPDOWN.test(importer)) return TREE_STUB;
      if (source === '@rc-component/tree' && SELECTION.test(importer)) return SELECTION_UTILS;
      if (source === '../Editable' && TYPOGRAPHY_BASE.test(importer)) return EDITABLE_STUB;
      if (source === './RcTable/VirtualTable' && INTERNAL_TABLE.test(importer)) return VIRTUAL_TABLE_STUB;
      if (source === '../../color-picker/components/ColorPresets' && COLOR_USERS.test(importer)) return IS_BRIGHT;
      if (source === '@rc-component/color-picker' && (COLOR_USERS.test(importer) || importer === IS_BRIGHT)) return RC_COLOR;
      return null;
    },
    // antd's own components packages declare no `sideEffects`, so a module that takes one name from a package's
    // index kept every module that index imports (rc-table's virtual table, rc-select's option list …).
    transform: {
      filter: { id: new RegExp(`${RC_COMPONENT.source}|${ITEM_HOLDER.source}`) },
      handler(code, id) {
        if (ITEM_HOLDER.test(id)) return { code: formItemVisibleOnlyWithError(code), map: null };
        if (VALIDATE_UTIL.test(id)) code = lazyValidator(code);
        if (RC_TABLE.test(id)) code = tableScrollbarOnlyWhenUsed(code);
        return { code, map: null, moduleSideEffects: false };
      },
    },
    load(id) {
      if (id === TREE_STUB) {
        return `export default function Tree() { throw new Error("antd Table filterMode 'tree' is left out of the build (apps/web/antd-trim.ts)"); }`;
      }
      if (id === EDITABLE_STUB) {
        return `export default function Editable() { throw new Error("antd Typography's editable prop is left out of the build (apps/web/antd-trim.ts)"); }`;
      }
      if (id === VIRTUAL_TABLE_STUB) {
        return `export default function VirtualTable() { throw new Error("antd Table's virtual prop is left out of the build (apps/web/antd-trim.ts)"); }`;
      }
      if (id === SELECTION_UTILS) {
        return [
          "export { conductCheck } from '@rc-component/tree/es/utils/conductUtil.js';",
          "export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil.js';",
          // As @rc-component/tree's util.js writes them (that file imports the tree's nodes).
          'export function arrDel(list, value) { if (!list) return []; const clone = list.slice(); const index = clone.indexOf(value); if (index >= 0) clone.splice(index, 1); return clone; }',
          'export function arrAdd(list, value) { const clone = (list || []).slice(); if (clone.indexOf(value) === -1) clone.push(value); return clone; }',
        ].join('\n');
      }
      if (id === IS_BRIGHT) {
        // As antd's color-picker/components/ColorPresets.js writes it (that file imports the Collapse and the picker).
        return [
          "import { Color as RcColor } from '@rc-component/color-picker';",
          'export const isBright = (value, bgColorToken) => {',
          '  const { r, g, b, a } = value.toRgb();',
          '  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();',
          '  if (a <= 0.5) return hsv.v > 0.5;',
          '  return r * 0.299 + g * 0.587 + b * 0.114 > 192;',
          '};',
        ].join('\n');
      }
      if (id === RC_COLOR) return "export { Color } from '@rc-component/color-picker/es/color.js';";
      return null;
    },
  };
}

/** rc-form's validateUtil.js with the rule checker imported when a rule is first checked (see antdTrim). */
export function lazyValidator(code: string): string {
  const staticImport = "import RawAsyncValidator from '@rc-component/async-validator';";
  const alias = 'const AsyncValidator = RawAsyncValidator;';
  const start = 'async function validateRule(name, value, rule, options, messageVariables) {';
  if (!code.includes(staticImport) || !code.includes(alias) || !code.includes(start)) {
    throw new Error('antd-trim: @rc-component/form validateUtil.js changed: update lazyValidator()');
  }
  return code
    .replace(staticImport, '')
    .replace(alias, '')
    .replace(start, `${start}\n  const AsyncValidator = (await import('@rc-component/async-validator')).default;`);
}

/** rc-table's Table.js measuring the scroll bar only for a fixed or sticky header, the only users of it (see antdTrim). */
export function tableScrollbarOnlyWhenUsed(code: string): string {
  const state = 'const [scrollbarSize, setScrollbarSize] = React.useState(0);';
  const measure = `${state}
  useLayoutEffect(() => {
    if (!tailor || !useInternalHooks) {`;
  const headers = ['const fixHeader = scroll && validateValue(scroll.y);', 'isSticky,'];
  if (!code.includes(measure) || code.split(state).length !== 2 || headers.some((h) => !code.includes(h)) || code.indexOf(headers[0]!) > code.indexOf(state)) {
    throw new Error('antd-trim: @rc-component/table Table.js changed: update tableScrollbarOnlyWhenUsed()');
  }
  return code.replace(measure, measure.replace('if (!tailor || !useInternalHooks) {', 'if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {'));
}

/** antd's ItemHolder.js asking whether the item is on screen only while it has an error to measure for (see antdTrim). */
export function formItemVisibleOnlyWithError(code: string): string {
  const hasError = 'const hasError = !!(hasHelp || debounceErrors.length || debounceWarnings.length);';
  const onScreen = 'const isOnScreen = !!itemRef.current && isVisible(itemRef.current);';
  const effect = `useLayoutEffect(() => {
    if (hasError && itemRef.current) {`;
  if (
    !code.includes(hasError) ||
    !code.includes(onScreen) ||
    !code.includes(effect) ||
    code.indexOf(hasError) > code.indexOf(onScreen) ||
    code.split('isOnScreen').length !== 3
  ) {
    throw new Error('antd-trim: antd form/FormItem/ItemHolder.js changed: update formItemVisibleOnlyWithError()');
  }
  return code.replace(onScreen, 'const isOnScreen = hasError && !!itemRef.current && isVisible(itemRef.current);');
}
