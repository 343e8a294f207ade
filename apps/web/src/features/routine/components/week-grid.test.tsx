import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../../lib/use-locale';
import type { TLocale } from '../../../lib/locale';
import { initI18n } from '../../../lib/i18n';
import type { TWeek } from '../api/routine-api';
import type { WeekGrid as TWeekGrid } from './week-grid';
import { markActEnvironment, stubLayoutApis } from '../../../test/dom-stubs';

let WeekGrid: typeof TWeekGrid;
const i18n = initI18n('en');

beforeAll(async () => {
  // The routine catalog registers itself once i18n is initialised (as after the app's start).
  WeekGrid = (await import('./week-grid')).WeekGrid;
  markActEnvironment();
  stubLayoutApis();
});

const teacher = { id: 't1', code: 'E01', fullName: 'សុខ ដារ៉ា', fullNameEn: 'Sok Dara' };
const period = (id: string, from: string, to: string, n: number) => ({ id, from, to, description: `ម៉ោងទី${n}`, descriptionEn: `Period ${n}`, sortIndex: n });
const week: TWeek = {
  academicYearId: 'y',
  academicClass: { id: 'c1', code: '7A', description: 'ថ្នាក់ទី៧ក', descriptionEn: 'Grade 7A', courseLevelId: 'g', academicTimeShift: 0 },
  teacher: null,
  days: [
    { day: 1, name: 'ច័ន្ទ', nameEn: 'Monday' },
    { day: 2, name: 'អង្គារ', nameEn: 'Tuesday' },
  ],
  sessionTimes: [period('p1', '07:00', '08:00', 1), period('p2', '08:00', '09:00', 2)],
  routines: [
    {
      id: 'r1',
      academicYearId: 'y',
      academicClassId: 'c1',
      academicClass: { id: 'c1', code: '7A', description: 'ថ្នាក់ទី៧ក', descriptionEn: 'Grade 7A' },
      dayOfWeek: 2,
      dayName: 'អង្គារ',
      dayNameEn: 'Tuesday',
      academicSessionTimeId: 'p2',
      sessionTime: period('p2', '08:00', '09:00', 2),
      courseLevelSubjectId: 's1',
      subject: { id: 's1', description: 'គណិតវិទ្យា', descriptionEn: 'Mathematics' },
      employeeId: 't1',
      teacher,
      roomId: null,
      room: null,
      version: 1,
    },
  ],
};

function render(locale: TLocale, onCell?: (day: number, from: string, routineId: string | undefined) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => void i18n.changeLanguage(locale));
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <LocaleContext.Provider value={locale}>
          <WeekGrid week={week} mode="class" testId="grid" onCell={onCell ? (day, slot, r) => onCell(day, slot.from, r?.id) : undefined} />
        </LocaleContext.Provider>
      </I18nextProvider>,
    ),
  );
  return { container, done: () => (act(() => root.unmount()), container.remove()) };
}

describe('week grid', () => {
  it('puts each routine in its day and period, times in the page digits', () => {
    const km = render('km');
    const rows = [...km.container.querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
    expect(rows[0]![0]).toContain('០៧:០០-០៨:០០');
    expect(km.container.querySelector('thead')!.textContent).toContain('ម៉ោង');
    expect(rows[1]![2]).toContain('គណិតវិទ្យា');
    expect(rows[1]![2]).toContain('សុខ ដារ៉ា');
    expect(rows[1]![1]).toBe('');
    // A period's times never wrap inside a time: '០៧:០០-០៧:៥' over '០' in the 110-px column of Khmer digits.
    const time = km.container.querySelector<HTMLElement>('[data-testid="period-time"]')!;
    expect(time.textContent).toBe('០៧:០០-០៨:០០');
    expect(time.style.whiteSpace).toBe('nowrap');
    km.done();
    const en = render('en');
    expect(en.container.textContent).toContain('Mathematics');
    expect(en.container.textContent).toContain('07:00-08:00');
    en.done();
  });

  it('answers a click on a cell with its day, period and routine', () => {
    const clicks: unknown[] = [];
    const grid = render('en', (...args) => clicks.push(args));
    act(() => (grid.container.querySelector('[data-testid="cell-2-08:00"]') as HTMLElement).click());
    act(() => (grid.container.querySelector('[data-testid="cell-1-07:00"]') as HTMLElement).click());
    expect(clicks).toEqual([
      [2, '08:00', 'r1'],
      [1, '07:00', undefined],
    ]);
    grid.done();
  });
});
