import { academicYear } from '../src/db/schema/index';
import type { TTestApp, TTestCampus } from './test-app';

/**
 * Factories of the setup area's tests. Academic years are written straight to the table (their calls
 * belong to the academic-year module); everything else goes through the API.
 */
export async function createYear(t: TTestApp, campus: TTestCampus, from: number, options: { isCurrent?: boolean } = {}) {
  const [row] = await t.database.system((tx) =>
    tx
      .insert(academicYear)
      .values({
        campusId: campus.id,
        description: `ឆ្នាំសិក្សា ${from}-${from + 1}`,
        descriptionEn: `Academic year ${from}-${from + 1}`,
        fromYear: from,
        toYear: from + 1,
        startDate: `${from}-11-01`,
        endDate: `${from + 1}-08-31`,
        isCurrent: options.isCurrent ?? false,
      })
      .returning({ id: academicYear.id }),
  );
  return row!.id;
}

export function expectOk<T extends { statusCode: number; body: string }>(res: T): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res;
}

export async function createLevel(t: TTestApp, campus: TTestCampus, code: string, extra: Record<string, unknown> = {}) {
  const res = expectOk(
    await t.call('POST', '/api/academic-level-classified', {
      token: campus.adminToken,
      json: { Code: code, Description: `កម្រិត ${code}`, DescriptionEn: `Level ${code}`, SortIndex: 1, ...extra },
    }),
  );
  return res.data.Data as { Id: string; Version: number };
}

export async function createGrade(t: TTestApp, campus: TTestCampus, levelId: string, code: string) {
  const res = expectOk(
    await t.call('POST', '/api/course-level', {
      token: campus.adminToken,
      json: { Code: code, Description: `ថ្នាក់ទី ${code}`, DescriptionEn: `Grade ${code}`, LevelClassifiedId: levelId, SortIndex: 1 },
    }),
  );
  return res.data.Data as { Id: string; Version: number };
}

export async function createClass(t: TTestApp, campus: TTestCampus, yearId: string, gradeId: string, code: string, extra: Record<string, string> = {}) {
  const res = expectOk(
    await t.call('POST', '/api/academic-class', {
      token: campus.adminToken,
      form: { AcademicYearId: yearId, CourseLevelId: gradeId, Code: code, Description: `ថ្នាក់ ${code}`, DescriptionEn: `Class ${code}`, ...extra },
    }),
  );
  return res.data.Data as { Id: string; Version: number };
}
