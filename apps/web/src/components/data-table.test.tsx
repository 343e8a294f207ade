import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { markActEnvironment, stubLayoutApis } from '../test/dom-stubs';
import { mountInApp } from '../test/mount-in-app';
import { DataTable, type TPage, type TPageRequest } from './data-table';

type TRow = { id: string; name: string };

beforeAll(() => markActEnvironment());

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A list of 25 rows whose pages answer only when the test says so; counts how often each row's cell is drawn. */
function mountList() {
  stubLayoutApis();
  const answers = new Map<number, () => void>();
  const drawn: string[] = [];
  const fetchPage = ({ pageIndex, pageSize }: TPageRequest<Record<string, unknown>>) =>
    new Promise<TPage<TRow>>((resolve) => {
      answers.set(pageIndex, () =>
        resolve({
          items: Array.from({ length: pageSize }, (_, i) => ({
            id: `${(pageIndex - 1) * pageSize + i + 1}`,
            name: `Row ${(pageIndex - 1) * pageSize + i + 1}`,
          })),
          total: 25,
        }),
      );
    });
  const columns = [
    {
      key: 'name',
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => {
        drawn.push(name);
        return name;
      },
    },
  ];
  const { container, root } = mountInApp(
    <DataTable<TRow> pageKey={`test-${Math.random()}`} queryKey={['rows']} fetchPage={fetchPage} columns={columns} rowKey="id" />,
  );
  unmount = () => act(() => root.unmount());
  const rows = () => [...container.querySelectorAll('.ant-table-row')].map((r) => r.textContent);
  // Outside act(): React then commits the answer's renders one task after another, as in a browser, instead of all
  // at once when act() ends.
  const answer = async (pageIndex: number) => {
    await vi.waitFor(() => expect(answers.has(pageIndex)).toBe(true));
    answers.get(pageIndex)!();
  };
  return { container, rows, drawn, answer };
}

describe('the list (issue 17: rows drawn in a render of their own)', () => {
  it('keeps its spinner until the rows are drawn: no empty table shows between the answer and the rows', async () => {
    const list = mountList();
    // The page after each change React writes (the answer is given outside act(), so React renders as in a browser,
    // a commit a task): the list's empty text without the spinner is an empty table shown.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const spinning = list.container.querySelector('.ant-spin-spinning') !== null;
      const rows = list.rows().length;
      seen.push(spinning ? 'spinner' : rows > 0 ? 'rows' : `no rows, no spinner: "${list.container.querySelector('.ant-table-placeholder')?.textContent}"`);
    });
    observer.observe(list.container, { childList: true, subtree: true, characterData: true, attributes: true });
    expect(list.container.querySelector('.ant-spin-spinning')).not.toBeNull();
    await list.answer(1);
    await vi.waitFor(() => expect(list.rows()).toHaveLength(10));
    observer.disconnect();
    expect(seen.filter((state) => state.startsWith('no rows'))).toEqual([]);
    expect(seen.at(-1)).toBe('rows');
    expect(list.rows()[0]).toBe('Row 1');
    expect(list.container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('draws a new page once: the answer does not draw the page before it again', async () => {
    const list = mountList();
    await list.answer(1);
    await vi.waitFor(() => expect(list.rows()).toHaveLength(10));
    await act(async () => list.container.querySelector<HTMLElement>('.ant-pagination-item-2')!.click());
    // Asking for page 2 draws page 1 once more under the spinner (the pager moves at once); the answer must
    // then draw page 2's rows and nothing else.
    await vi.waitFor(() => expect(list.container.querySelector('.ant-spin-spinning')).not.toBeNull());
    list.drawn.length = 0;
    await list.answer(2);
    await vi.waitFor(() => expect(list.rows()[0]).toBe('Row 11'));
    expect(list.drawn.filter((name) => Number(name.slice(4)) <= 10)).toEqual([]);
    expect(list.drawn).toEqual(Array.from({ length: 10 }, (_, i) => `Row ${i + 11}`));
  });
});
