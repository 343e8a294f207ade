import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button, Input, InputNumber, Select } from 'antd';
import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeAccessibleNames, type TControlLabels } from './accessible-names';

const KHMER: TControlLabels = { clear: 'សម្អាត', increase: 'បង្កើនតម្លៃ', decrease: 'បន្ថយតម្លៃ', search: 'ស្វែងរក' };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('what a screen reader hears of antd on a Khmer page (issue 10)', () => {
  let root: Root;
  let container: HTMLDivElement;
  let stop: () => void;

  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    container = document.createElement('div');
    document.body.append(container);
    stop = observeAccessibleNames(document.body, KHMER);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    stop();
    container.remove();
    vi.unstubAllGlobals();
  });

  const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));
  const names = () => [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));

  it('hides icons and names the clear, stepper and search buttons in Khmer, also when they appear later', async () => {
    act(() =>
      root.render(
        <>
          <Button icon={<UserAddOutlined />}>បន្ថែមសិស្ស</Button>
          <Select allowClear value={1} options={[{ value: 1, label: 'មួយ' }]} />
          <InputNumber value={3} />
          <Input.Search enterButton />
        </>,
      ),
    );
    await flush();
    expect(container.querySelectorAll('[role=img]')).toHaveLength(0);
    expect(container.querySelector('.anticon-user-add')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.ant-select-clear')?.getAttribute('aria-label')).toBe('សម្អាត');
    expect(container.querySelector('.ant-input-number-action-up')?.getAttribute('aria-label')).toBe('បង្កើនតម្លៃ');
    expect(container.querySelector('.ant-input-number-action-down')?.getAttribute('aria-label')).toBe('បន្ថយតម្លៃ');
    expect(container.querySelector('.ant-input-search-btn')?.getAttribute('aria-label')).toBe('ស្វែងរក');
    expect(names().filter((n) => /^[A-Za-z -]+$/.test(n ?? ''))).toEqual([]);

    // A React update that renders a new icon is covered too.
    act(() => root.render(<Button icon={<PlusOutlined />}>បន្ថែម</Button>));
    await flush();
    expect(container.querySelector('.anticon-plus')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.anticon-plus')?.hasAttribute('aria-label')).toBe(false);
  });

  it('keeps the name of an icon we named ourselves', async () => {
    act(() => root.render(<PlusOutlined aria-label="បន្ថែម" />));
    await flush();
    const icon = container.querySelector('.anticon-plus')!;
    expect(icon.getAttribute('aria-label')).toBe('បន្ថែម');
    expect(icon.getAttribute('role')).toBe('img');
  });
});
