/**
 * The global loading indicator is a counter (portal §4): every request start adds one, every end takes
 * one away, and it never goes below zero, so an extra `end()` can not hide a request still running.
 */
export type TLoadingCounter = {
  start(): void;
  end(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
  reset(): void;
};

export function createLoadingCounter(): TLoadingCounter {
  let value = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    start() {
      value += 1;
      emit();
    },
    end() {
      if (value === 0) return;
      value -= 1;
      emit();
    },
    count: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      value = 0;
      emit();
    },
  };
}

export const loading = createLoadingCounter();
