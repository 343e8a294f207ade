// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderAntdStyles, stripStyleHooks } from '../../antd-static-style';

const require = createRequire(import.meta.url);
const esFile = (file: string) => require.resolve(`antd/es/${file}`);

describe('antd styles as static CSS (antd-static-style.ts)', () => {
  it("replaces a component's style function by an empty one and names its hooks as cssinjs caches them", () => {
    const id = esFile('input/style/index.js');
    const code = fs.readFileSync(id, 'utf8');
    const stripped = stripStyleHooks(code, id)!;
    expect(stripped.names).toEqual(['Input-Shared', 'Input-Component']);
    expect(code).toContain('genInputStyle(inputToken)');
    expect(stripped.code).not.toContain('genInputStyle(inputToken)');
    expect(stripped.code).toContain("genStyleHooks(['Input', 'Component'], () => []");
    const button = esFile('button/style/index.js');
    expect(stripStyleHooks(fs.readFileSync(button, 'utf8'), button)!.names).toEqual(['Button-Button']);
  });

  it('leaves modules without style hooks alone and takes the reset out of the style utilities', () => {
    const table = esFile('table/Table.js');
    expect(stripStyleHooks(fs.readFileSync(table, 'utf8'), table)).toBeNull();
    const utils = esFile('theme/util/genStyleUtils.js');
    const stripped = stripStyleHooks(fs.readFileSync(utils, 'utf8'), utils)!;
    expect(stripped.names).toEqual(['Shared']);
    expect(stripped.code).toContain('getResetStyles: undefined');
    expect(stripped.code).toContain('getCommonStyle: undefined');
  });

  it("renders each hook's CSS without hashes, theme values as CSS variables, sub-styles and pop-ups included", () => {
    const sheets = renderAntdStyles();
    expect(sheets.get('Button-Button')).toMatch(/^\.ant-btn\{|[}]\.ant-btn\{/);
    expect(sheets.get('Button-Button')).toContain('var(--ant-color-primary)');
    expect(sheets.get('Button-Button')).not.toMatch(/:where\(\.css-/);
    // Reached only by a Tag with a colour, a Form.Item in a Form, a confirm dialog, a table with a filter.
    expect(sheets.get('Tag-preset')).toContain('.ant-tag-green');
    expect(sheets.get('Form-item-item')).toContain('.ant-form-item');
    expect(sheets.get('Modal-confirm')).toContain('.ant-modal-confirm');
    expect(sheets.get('Table-Table')).toContain('.ant-table-filter-trigger');
    expect(sheets.get('Shared')).toMatch(/(^|})a\{/);
    // The icons' reset stays with antd's ConfigProvider at run time.
    expect([...sheets.keys()]).not.toContain('ant-design-icons');
  }, 60_000);
});
