import { describe, expect, it } from 'vitest';
import { khmerNameOrder } from './khmer';

describe('khmerNameOrder', () => {
  it('orders family names, then given names, as a Khmer dictionary does (not by code points)', () => {
    const people = [
      { lastName: 'សុខ', firstName: 'ដារា', code: '1' },
      { lastName: 'កក', firstName: 'បុប្ផា', code: '2' },
      { lastName: 'ក៏', firstName: 'ចិន្តា', code: '3' },
      { lastName: 'សុខ', firstName: 'ចន្ថា', code: '4' },
      { lastName: 'ស្រី', firstName: 'ណា', code: '5' },
      { lastName: 'សុខ', firstName: 'ដារា', code: '0' },
    ];
    // Code points put កក (U+1780 U+1780) before ក៏ (U+1780 U+17CF); the Khmer collation the other way.
    expect(['កក', 'ក៏'].sort()).toEqual(['កក', 'ក៏']);
    expect([...people].sort(khmerNameOrder).map((p) => p.code)).toEqual(['3', '2', '4', '0', '1', '5']);
  });
});
