import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../lib/use-locale';
import type { TLocale } from '../lib/locale';
import { Steps } from './steps';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});

function stepNumbers(locale: TLocale): string[] {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <LocaleContext.Provider value={locale}>
        <Steps current={1} items={[{ title: 'ក' }, { title: 'ខ' }, { title: 'គ' }]} />
      </LocaleContext.Provider>,
    ),
  );
  const numbers = [...container.querySelectorAll('.ant-steps-item-icon')].map((e) => e.textContent ?? '');
  act(() => root.unmount());
  container.remove();
  return numbers;
}

describe('wizard steps (issue 10)', () => {
  it('number the steps in Khmer digits on Khmer pages; a finished step keeps its check', () => {
    expect(stepNumbers('km')).toEqual(['', '២', '៣']);
  });
  it('number them in Latin digits on English pages', () => {
    expect(stepNumbers('en')).toEqual(['', '2', '3']);
  });
});
