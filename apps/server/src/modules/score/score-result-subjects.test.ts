import { describe, expect, it } from 'vitest';
import { decodeSubjects, encodeSubjects, type TStoredSubjectResult } from '../../db/schema/score-result.table';

const subjects: TStoredSubjectResult[] = [
  { subjectId: '0b9f3f36-1c51-4c1e-9a4e-6f1d2c3b4a51', state: 'scored', status: 'entered', score: 38.5, percent: 77, passed: true, grade: 'C' },
  { subjectId: '1c9f3f36-1c51-4c1e-9a4e-6f1d2c3b4a52', state: 'exempt', status: 'exempt', score: null, percent: null, passed: null, grade: null },
  { subjectId: '2d9f3f36-1c51-4c1e-9a4e-6f1d2c3b4a53', state: 'incomplete', status: 'not-entered', score: null, percent: null, passed: null, grade: null },
];

describe("a stored result's subjects (score_result.subjects, text)", () => {
  it('are written as one positional array per subject, without keys, and read back as they were', () => {
    const text = encodeSubjects(subjects);
    expect(JSON.parse(text)[0]).toEqual(['0b9f3f36-1c51-4c1e-9a4e-6f1d2c3b4a51', 'scored', 'entered', 38.5, 77, true, 'C']);
    expect(text).not.toContain('subjectId');
    expect(decodeSubjects(text)).toEqual(subjects);
  });

  it('reads rows stored before in the earlier shape (an array of objects, as jsonb wrote them)', () => {
    expect(decodeSubjects(JSON.stringify(subjects))).toEqual(subjects);
    expect(decodeSubjects('[]')).toEqual([]);
  });
});
