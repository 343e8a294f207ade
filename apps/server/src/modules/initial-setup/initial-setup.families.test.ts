import { afterAll, beforeAll, describe } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';

// The setup screens' record families go through addCrudRoutes: one whose delete names the id in its path,
// one in its query.
let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'isf.teacher' })).token;
});
afterAll(async () => t?.close());

const ctx = () => ({ t, a, b, teacher });

describe('initial setup: positions (delete by path)', () => {
  crudFamily({
    ctx,
    path: '/api/initial-setup/position',
    body: (_c, n) => ({ Description: `មុខតំណែង ${n}`, DescriptionEn: `Position ${n}`, SortIndex: n }),
    change: { DescriptionEn: 'Deputy principal' },
    bad: { Description: '' },
    badFields: ['Description'],
    deleteBy: 'path',
  });
});

describe('initial setup: classified levels (delete by query)', () => {
  crudFamily({
    ctx,
    path: '/api/initial-setup/classified-level',
    body: (_c, n) => ({ Code: `L${n}`, Description: `កម្រិត ${n}`, DescriptionEn: `Level ${n}`, SortIndex: n }),
    change: { DescriptionEn: 'Lower secondary' },
    bad: { Code: '' },
    badFields: ['Code'],
  });
});
