import { describe, expect, it } from 'vitest';
import { turns } from './turns';
import { XlsxWriter } from './xlsx/xlsx-export';

describe('work taken in turns', () => {
  const inTurn = turns(2);
  it('runs at most two at once, every one to its end, in the order they came', async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const work = (n: number) =>
      inTurn(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        finished.push(n);
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(work))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(finished).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives the turn back when a piece fails; workbooks zip in their turns', async () => {
    await expect(inTurn(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(inTurn(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    const books = await Promise.all(
      [1, 2, 3].map((n) => {
        const book = new XlsxWriter();
        book.sheet('List').row([`row ${n}`]);
        return book.toBuffer();
      }),
    );
    // Each is a whole .xlsx (a zip file starts with PK).
    for (const data of books) expect(data.subarray(0, 2).toString()).toBe('PK');
  });
});
