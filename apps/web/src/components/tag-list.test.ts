import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A row of tags is `TagList` (components/tag-list.tsx), the one place that keeps antd 6's margin-less tags
 * apart: screens had each made their own `<Flex gap={4} wrap>` around their tags, and a screen that forgot
 * ran its tags together ('ច័ន្ទអង្គារ'). This fails on a screen that builds that row itself again.
 */
const src = path.join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx$/.test(e.name) ? [path.join(dir, e.name)] : []));

/** A hand-made row of tags: the screens' copied `<Flex gap={4} wrap>` with a tag among its children. */
export function handMadeTagRows(source: string): number {
  return [...source.matchAll(/<Flex gap=\{4\} wrap\b[^>]*>((?:(?!<\/Flex>)[\s\S])*)/g)].filter((m) => /<\w*Tag\b/.test(m[1]!)).length;
}

describe('rows of tags', () => {
  it('finds a hand-made row and leaves TagList and other rows alone', () => {
    expect(handMadeTagRows('<Flex gap={4} wrap>\n  {days.map((d) => <Tag key={d}>{d}</Tag>)}\n</Flex>')).toBe(1);
    expect(handMadeTagRows('<Flex gap={4} wrap align="start">\n  <HomeworkStatusTag status={s} />\n</Flex>')).toBe(1);
    expect(handMadeTagRows('<TagList>\n  <Tag>a</Tag>\n</TagList>')).toBe(0);
    expect(handMadeTagRows('<Flex gap={4} wrap>\n  <Button>a</Button>\n</Flex>')).toBe(0);
    expect(handMadeTagRows('<Flex gap={8} align="center">\n  <Typography.Text>a</Typography.Text>\n  <Tag>b</Tag>\n</Flex>')).toBe(0);
  });

  it('are built with TagList on every screen', () => {
    const home = path.join(src, 'components', 'tag-list.tsx');
    const found = files(src)
      .filter((file) => file !== home && handMadeTagRows(fs.readFileSync(file, 'utf8')) > 0)
      .map((file) => path.relative(src, file));
    expect(found).toEqual([]);
  });
});
