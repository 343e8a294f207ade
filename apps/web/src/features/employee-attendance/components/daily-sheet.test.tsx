import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { EmployeeDailySheet as TSheet } from './daily-sheet';
import { markActEnvironment, stubLayoutApis } from '../../../test/dom-stubs';
import { mountInApp } from '../../../test/mount-in-app';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const person = (id: string, code: string, en: [string, string], km: [string, string], row: Record<string, unknown> = {}) => ({
  EmployeeId: id,
  Code: code,
  LastName: km[0],
  FirstName: km[1],
  LastNameEn: en[0],
  FirstNameEn: en[1],
  FullName: km.join(' '),
  FullNameEn: en.join(' '),
  Gender: 0,
  Position: null,
  IsTeacher: false,
  Id: null,
  Date: '2031-03-10',
  AttendanceType: null,
  MorningIn: null,
  MorningOut: null,
  AfternoonIn: null,
  AfternoonOut: null,
  Version: null,
  ...row,
});
const A = '0190a000-0000-7000-8000-000000000001';
const B = '0190a000-0000-7000-8000-000000000002';

let EmployeeDailySheet: typeof TSheet;

beforeAll(async () => {
  markActEnvironment();
  initI18n('en');
  // The feature's catalog registers itself once i18n is initialised (as after the app's start).
  ({ EmployeeDailySheet } = await import('./daily-sheet'));
});

describe('employee daily sheet', () => {
  let root: Root;
  let container: HTMLDivElement;
  let saves: unknown[];
  let answer409: boolean;

  beforeEach(() => {
    saves = [];
    answer409 = false;
    stubLayoutApis();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/api/employee-attendance/employee-by-date'))
          return json({
            StatusCode: 200,
            Data: [
              person(A, 'E0001', ['Chan', 'Sopheap'], ['ចាន់', 'សុភាព'], {
                Id: '0190a000-0000-7000-8000-00000000000a',
                AttendanceType: 2,
                MorningIn: '07:40',
                Version: 3,
              }),
              person(B, 'E0002', ['Keo', 'Vanna'], ['កែវ', 'វណ្ណា']),
            ],
          });
        if (url.includes('/api/employee-attendance/batch-save')) {
          saves.push(JSON.parse(String(init?.body)));
          if (answer409)
            return json(
              {
                StatusCode: 409,
                Message: 'វត្តមានរបស់ កែវ វណ្ណា ត្រូវបានកែប្រែដោយអ្នកផ្សេងរួចហើយ',
                MessageEn: 'Someone else changed the attendance of Keo Vanna meanwhile. Nothing was saved',
                Data: [{ EmployeeId: B, Date: '2031-03-10', FullName: 'កែវ វណ្ណា', FullNameEn: 'Keo Vanna' }],
              },
              409,
            );
          return json({ StatusCode: 200, Data: [] });
        }
        return json({ StatusCode: 404, Data: null }, 404);
      }),
    );
    ({ container, root } = mountInApp(<EmployeeDailySheet />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

  it('marks the unrecorded employees present and saves only the changed rows in one call, with the versions read', async () => {
    await vi.waitFor(() => expect(container.textContent).toContain('Keo Vanna'));
    expect(byTestId('attendance-save')!.hasAttribute('disabled')).toBe(true);
    expect(byTestId('attendance-counts')!.textContent).toContain('Late 1');
    await act(async () => byTestId('attendance-all-present')!.click());
    await vi.waitFor(() => expect(byTestId('attendance-unsaved')?.textContent).toBe('Unsaved changes: 1'));
    expect(byTestId('attendance-counts')!.textContent).toContain('Present 1');
    await act(async () => byTestId('attendance-save')!.click());
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    const body = saves[0] as { Items: Array<Record<string, unknown>> };
    expect(body.Items).toEqual([expect.objectContaining({ EmployeeId: B, AttendanceType: 1, Version: null, MorningIn: null })]);
    expect(body.Items[0]!.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells the user whose day someone else saved first, naming them', async () => {
    answer409 = true;
    await vi.waitFor(() => expect(container.textContent).toContain('Keo Vanna'));
    await act(async () => byTestId('attendance-all-present')!.click());
    await act(async () => byTestId('attendance-save')!.click());
    await vi.waitFor(() => expect(document.body.textContent).toContain('Someone else changed the attendance of Keo Vanna meanwhile'));
    // The stale row's change is dropped, so the sheet shows what the other person saved once it reloads.
    await vi.waitFor(() => expect(byTestId('attendance-unsaved')).toBeNull());
  });
});
