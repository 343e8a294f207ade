import type { Plugin } from 'vite';

const FILTER_DROPDOWN = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const SELECTION = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;
const TREE_STUB = '\0antd-table-tree-stub';
const SELECTION_UTILS = '\0rc-tree-selection-utils';

/**
 * Keeps antd's Tree out of every table (issue 17, about 12 KB compressed of each page with a list): the
 * Table brings it for one filter mode (`filterMode: 'tree'`), which no screen uses, and takes four helpers
 * from the tree package's index, which imports the whole tree. In the build the filter dropdown gets a Tree
 * that throws (a screen that starts using the tree filter mode fails loudly in its tests: remove this then),
 * and row selection gets the four helpers from their own files.
 */
export function antdTableWithoutTree(): Plugin {
  return {
    name: 'school-antd-table-without-tree',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === '../../../tree' && FILTER_DROPDOWN.test(importer)) return TREE_STUB;
      if (source === '@rc-component/tree' && SELECTION.test(importer)) return SELECTION_UTILS;
      return null;
    },
    load(id) {
      if (id === TREE_STUB) {
        return `export default function Tree() { throw new Error("antd Table filterMode 'tree' is left out of the build (apps/web/antd-trim.ts)"); }`;
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
      return null;
    },
  };
}
