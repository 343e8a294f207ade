import { describe, expect, it } from 'vitest';
import { acceptFor, isAcceptedFile } from './file-upload';
import { isBlockedNumberKey } from './number-input';

describe('file type check (portal §5)', () => {
  const accept = acceptFor(['spreadsheet', 'pdf', 'image']);
  it('accepts by extension or by mime type, with wildcards', () => {
    expect(isAcceptedFile({ name: 'marks.XLSX', type: 'application/octet-stream' }, accept)).toBe(true);
    expect(isAcceptedFile({ name: 'scan', type: 'image/heic' }, accept)).toBe(true);
    expect(isAcceptedFile({ name: 'report.pdf', type: 'application/pdf' }, accept)).toBe(true);
  });
  it('refuses other types and a file without a type', () => {
    expect(isAcceptedFile({ name: 'virus.exe', type: 'application/x-msdownload' }, accept)).toBe(false);
    expect(isAcceptedFile({ name: 'marks.xlsx', type: '' }, accept)).toBe(false);
  });
});

describe('number input', () => {
  it('can block . + - e', () => {
    expect(['.', '+', '-', 'e', 'E'].every(isBlockedNumberKey)).toBe(true);
    expect(isBlockedNumberKey('5')).toBe(false);
  });
});
