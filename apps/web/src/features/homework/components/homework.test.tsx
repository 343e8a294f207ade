import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LocaleContext } from '../../../lib/use-locale';
import { markActEnvironment, stubLayoutApis } from '../../../test/dom-stubs';
import type { THomeworkDetail } from '../api/homework-api';
import type { HomeworkPages as TPages } from './homework-list';
import type { HomeworkScoreTransfer as TTransfer } from './homework-score-transfer';
import type { HomeworkSourceTag as TSourceTag } from '../../score/components/score-entry';

// The whole web suite runs beside the API suites (npm test): a first render can take more than vi.waitFor's 1 s.
const WAIT = { timeout: 5_000 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ID = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

let HomeworkPages: typeof TPages;
let HomeworkScoreTransfer: typeof TTransfer;
let HomeworkSourceTag: typeof TSourceTag;
beforeAll(async () => {
  markActEnvironment();
  initI18n('en');
  ({ HomeworkPages } = await import('./homework-list'));
  ({ HomeworkScoreTransfer } = await import('./homework-score-transfer'));
  // The score sheet's tag (features do not import each other; a test may look at both sides of the feature).
  ({ HomeworkSourceTag } = await import('../../score/components/score-entry'));
});

let root: Root | undefined;
/** Renders `element` in the app's providers, in Khmer or English, with `fetch` answering as `answer` says. */
function mount(element: ReactElement, locale: 'km' | 'en', answer: (url: string, init?: RequestInit) => Response) {
  stubLayoutApis();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init)),
  );
  const container = document.createElement('div');
  document.body.appendChild(container);
  const i18n = initI18n(locale);
  void i18n.changeLanguage(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <LocaleContext.Provider value={locale}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <App>{element}</App>
            </MemoryRouter>
          </QueryClientProvider>
        </LocaleContext.Provider>
      </I18nextProvider>,
    ),
  );
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const item = (n: number) => ({
  Id: ID(n),
  Title: `Homework ${n}`,
  Instructions: '',
  SubjectId: ID(900),
  Subject: 'គណិតវិទ្យា',
  SubjectEn: 'Mathematics',
  Classes: [{ AcademicClassId: ID(800), AcademicClass: '៧ក', AcademicClassEn: '7A', CourseLevelSubjectId: ID(700) }],
  DueAt: '2031-03-10T10:00:00.000Z',
  DueDate: '2031-03-10',
  DueTime: '17:00',
  IsScored: false,
  MaxScore: null,
  IsArchived: false,
  CreatedBy: 'គ្រូ',
  CreatedByEn: 'Teacher',
  CreatedAt: '2031-03-01T01:00:00.000Z',
  Files: [],
  Students: 30,
  Submitted: 1,
  Late: 0,
  NotYet: 29,
  Returned: 0,
  MyStatus: null,
  MyScore: null,
  CanEdit: true,
  Version: 1,
});

describe('homework list (data-calls §4)', () => {
  it('reads the next page after a short one and completes the list only on an empty page', async () => {
    // The end of the list is always in view (a short list on a tall screen).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          setTimeout(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver), 0);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    const pages: string[] = [];
    // The server says 4 in all but sends 3 on page 1 (one archived meanwhile), then nothing.
    const answer = (url: string) => {
      const page = new URL(url, 'http://x').searchParams.get('pageIndex')!;
      pages.push(page);
      return json({ StatusCode: 200, Data: page === '1' ? [item(1), item(2), item(3)] : [], Total: 4 });
    };
    let total = 0;
    mount(<HomeworkPages filters={{ archived: false }} onTotal={(n) => (total = n)} />, 'en', answer);
    await vi.waitFor(() => expect(document.body.textContent).toContain('That is all the homework'), WAIT);
    expect(pages).toEqual(['1', '2']);
    expect(document.querySelectorAll('[data-testid="homework-item"]')).toHaveLength(3);
    expect(total).toBe(4);
    // Complete: no third request.
    await new Promise((r) => setTimeout(r, 50));
    expect(pages).toEqual(['1', '2']);
  });
});

const option = (sheets: unknown[] = []) => ({
  HomeworkId: ID(1),
  MaxScore: 20,
  AcademicClassId: ID(800),
  Classes: [{ AcademicClassId: ID(800), AcademicClass: '៧ក', AcademicClassEn: '7A' }],
  ExamTypes: [
    { Id: ID(600), Description: 'វិច្ឆិកា', DescriptionEn: 'November', IsCurrent: true, ScoreEntryEndDate: '2031-12-31', Closed: false },
    { Id: ID(601), Description: 'ធ្នូ', DescriptionEn: 'December', IsCurrent: false, ScoreEntryEndDate: null, Closed: false },
  ],
  ExamTypeId: ID(600),
  Subjects: [
    {
      CourseLevelSubjectId: ID(700),
      Subject: 'គណិតវិទ្យា',
      SubjectEn: 'Mathematics',
      MaxScore: 50,
      PassScore: 25,
      Version: 3,
      Visibility: 0,
      CanEdit: true,
      IsHomeworkSubject: true,
    },
    {
      CourseLevelSubjectId: ID(701),
      Subject: 'ភាសាខ្មែរ',
      SubjectEn: 'Khmer',
      MaxScore: 100,
      PassScore: 50,
      Version: 2,
      Visibility: 2,
      CanEdit: false,
      IsHomeworkSubject: false,
    },
  ],
  Marks: [{ StudentId: ID(500), FullName: 'ចាន់ សុខា', FullNameEn: 'Chan Sokha', Score: 17 }],
  Unmarked: 1,
  Sheets: sheets,
});
const placed = {
  AcademicClassId: ID(800),
  AcademicClass: '៧ក',
  AcademicClassEn: '7A',
  ExamTypeId: ID(600),
  ExamType: 'វិច្ឆិកា',
  ExamTypeEn: 'November',
  CourseLevelSubjectId: ID(700),
  Subject: 'គណិតវិទ្យា',
  SubjectEn: 'Mathematics',
  Marks: 1,
};

describe('a scored homework into a score sheet', () => {
  it('shows the marks scaled to the chosen subject, leaves a released sheet unchosen, and sends the sheet version read', async () => {
    const posts: unknown[] = [];
    const answer = (url: string, init?: RequestInit) => {
      if (url.includes('/api/student/homework-score-option')) return json({ StatusCode: 200, Data: option(posts.length > 0 ? [placed] : []) });
      if (url.includes('/api/student/homework-score') && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json({ StatusCode: 200, Data: { Written: 1, Version: 4, Sheets: [placed] } });
      }
      return json({ StatusCode: 404, Data: null }, 404);
    };
    mount(<HomeworkScoreTransfer homework={{ id: ID(1) } as THomeworkDetail} />, 'en', answer);
    await vi.waitFor(() => expect(document.body.textContent).toContain('The scores of this homework are not on a score sheet.'), WAIT);
    const open = () => document.querySelector<HTMLButtonElement>('[data-testid="homework-to-score"]')!;
    await vi.waitFor(() => expect(open().disabled).toBe(false), WAIT);
    await act(async () => open().click());
    const dialog = () => document.querySelector<HTMLElement>('[data-testid="homework-to-score-dialog"]')!;
    await vi.waitFor(() => expect(dialog()).toBeTruthy(), WAIT);
    // 17 of 20 is 42.5 of maths' 50; the released Khmer sheet cannot be chosen.
    const preview = dialog().querySelector('[data-testid="homework-to-score-preview"]')!.textContent;
    expect(preview).toContain('Chan Sokha');
    expect(preview).toContain('17 / 20');
    expect(preview).toContain('42.5 / 50');
    const radios = [...dialog().querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => [r.checked, r.disabled])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(dialog().textContent).toContain('Submitted or released');
    expect(dialog().textContent).toContain('1 students without a returned score keep their marks on the sheet.');
    await act(async () => document.querySelector<HTMLElement>('[data-testid="homework-to-score-save"]')!.click());
    await vi.waitFor(() => expect(posts).toHaveLength(1), WAIT);
    expect(posts[0]).toEqual({ HomeworkId: ID(1), AcademicClassId: ID(800), ExamTypeId: ID(600), CourseLevelSubjectId: ID(700), Version: 3 });
    // Where its marks are now, read again.
    await vi.waitFor(
      () => expect(document.querySelector('[data-testid="homework-score-sheet"]')?.textContent).toBe('7A · Mathematics · November: 1 marks'),
      WAIT,
    );
  });

  it('names the homework a mark came from on the score sheet, in Khmer', async () => {
    mount(<HomeworkSourceTag title="ប្រភាគ" />, 'km', () => json({ StatusCode: 404, Data: null }, 404));
    const tag = document.querySelector<HTMLElement>('[data-testid="score-source"]')!;
    expect(tag.textContent).toBe('ពីកិច្ចការផ្ទះ «ប្រភាគ»');
    expect(tag.getAttribute('aria-label')).toBe('ពីកិច្ចការផ្ទះ «ប្រភាគ»');
  });
});
