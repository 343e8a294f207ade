import { describe, expect, it } from 'vitest';
import 'dayjs/locale/km';
import { formatDate, khmerDigits } from './date';

describe('dates on screen', () => {
  it('writes Khmer digits and Khmer month names on Khmer pages', () => {
    expect(khmerDigits('2026-04-14')).toBe('២០២៦-០៤-១៤');
    expect(formatDate('2026-04-14', 'km')).toBe('១៤ មេសា ២០២៦');
  });
  it('keeps Western digits and English names on English pages', () => {
    expect(formatDate('2026-04-14', 'en')).toBe('14 April 2026');
  });
});
