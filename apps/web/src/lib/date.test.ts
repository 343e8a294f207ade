import { describe, expect, it } from 'vitest';
import 'dayjs/locale/km';
import { formatDate, khmerDigits, schoolDay, schoolToday } from './date';

describe('dates on screen', () => {
  it('writes Khmer digits and Khmer month names on Khmer pages', () => {
    expect(khmerDigits('2026-04-14')).toBe('២០២៦-០៤-១៤');
    expect(formatDate('2026-04-14', 'km')).toBe('១៤ មេសា ២០២៦');
  });
  it('keeps Western digits and English names on English pages', () => {
    expect(formatDate('2026-04-14', 'en')).toBe('14 April 2026');
  });
  it('takes today in Phnom Penh, not in UTC: 18:30 UTC is already the next day at school', () => {
    const evening = new Date('2026-11-26T18:30:00Z');
    expect(schoolToday(evening)).toBe('2026-11-27');
    expect(schoolDay(evening).format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(schoolToday(new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
  });
});
