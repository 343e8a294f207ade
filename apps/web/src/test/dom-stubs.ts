import { vi } from 'vitest';

/**
 * What antd needs of a browser that jsdom lacks, for the component tests: `matchMedia` (never matching, so
 * the desktop layout) and a `ResizeObserver` that observes nothing. `vi.unstubAllGlobals()` removes them.
 */
export function stubLayoutApis() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** React's `act()` warns unless the test says it is an act environment. */
export function markActEnvironment() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
}
