import '../i18n';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterField } from '../../../components/filter-bar';
import { useLocale } from '../../../lib/use-locale';
import { useAcademicYears } from '../../auth/use-session';
import { scheduleQuery } from '../api/score-api';

type TChoice = 'exam' | 'class' | 'subject' | 'student';

/**
 * The choices of a scoring screen, kept in its address (`?exam=&class=&subject=` for the sheets,
 * `?exam=&class=&student=` for one student's form), written once: the year's schedule of sheets, the exam type
 * shown (the chosen one, or the current one), and `choose`, which keeps the screen's other choices.
 */
export function useScoreChoices(keys: readonly TChoice[]) {
  const locale = useLocale();
  const { selected: year } = useAcademicYears();
  const [params, setParams] = useSearchParams();
  const chosen = (key: TChoice) => params.get(key) ?? undefined;
  const schedule = useQuery({ ...scheduleQuery(year?.id, chosen('exam')), enabled: !!year });
  const choose = (next: Partial<Record<TChoice, string>>) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = key in next ? next[key] : chosen(key);
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return {
    schedule,
    examId: chosen('exam') ?? schedule.data?.examTypeId ?? undefined,
    classId: chosen('class'),
    chosen,
    choose,
    name: (km: string, en: string) => (locale === 'km' ? km : en),
  };
}

/** The exam type choice of a scoring screen (the schedule's exam types). */
export function ExamField({ choices, testId }: { choices: ReturnType<typeof useScoreChoices>; testId: string }) {
  const { t } = useTranslation('score');
  const { schedule, name } = choices;
  return (
    <FilterField label={t('exam')}>
      <Select
        style={{ minWidth: 180 }}
        value={choices.examId}
        loading={schedule.isLoading}
        options={(schedule.data?.examTypes ?? []).map((e) => ({ value: e.id, label: name(e.description, e.descriptionEn) }))}
        onChange={(exam: string) => choices.choose({ exam })}
        data-testid={testId}
      />
    </FilterField>
  );
}
