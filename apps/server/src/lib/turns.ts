/**
 * Work that holds much memory while it runs, taken `limit` at a time by this process; the rest wait their turn
 * in the order they came. A finished piece hands its turn straight to the next one waiting.
 *
 * ```ts
 * const zipping = turns(2);
 * const data = await zipping(() => book.xlsx.writeBuffer());
 * ```
 */
export function turns(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
