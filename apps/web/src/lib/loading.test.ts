import { describe, expect, it } from 'vitest';
import { createLoadingCounter } from './loading';

describe('loading counter', () => {
  it('counts starts and ends', () => {
    const counter = createLoadingCounter();
    counter.start();
    counter.start();
    counter.end();
    expect(counter.count()).toBe(1);
  });

  it('never goes below zero, so an extra end cannot hide a running request', () => {
    const counter = createLoadingCounter();
    counter.end();
    counter.end();
    expect(counter.count()).toBe(0);
    counter.start();
    expect(counter.count()).toBe(1);
  });

  it('tells listeners about every change', () => {
    const counter = createLoadingCounter();
    const seen: number[] = [];
    const stop = counter.subscribe(() => seen.push(counter.count()));
    counter.start();
    counter.end();
    counter.end();
    stop();
    counter.start();
    expect(seen).toEqual([1, 0]);
  });
});
