import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAllYears as useYearsOpenedOn, yearGradesQuery } from '../../lib/setup-lookups';
import { useAcademicYears } from './use-session';

/** Every academic year of the school, opened on the year chosen in the top bar. */
export function useAllYears() {
  return useYearsOpenedOn(useAcademicYears().selected?.id);
}

/**
 * The year of a screen with a year filter of its own (issue 10, item 9): the year chosen in the top bar,
 * unless the user picked another in the screen's filter. Choosing another year in the top bar drops the
 * pick and moves every such screen to that year.
 *
 * Screens that keep the year in their own state call `pick`; a list whose year is one of its DataTable
 * filters (kept per page) gives the table `listKey` as its React key and `topYearId` as the filter's
 * default: the top bar drops the kept year picks (`selectAcademicYear`), and the key opens the list again
 * on the new year.
 */
export function useYearFilter(initialYearId?: string) {
  const { years, defaultYearId, loading } = useAllYears();
  const [picked, setPicked] = useState<string>();
  // A new top-bar year drops the pick (during render, so no frame shows the old year).
  const [topSeen, setTopSeen] = useState(defaultYearId);
  if (topSeen !== defaultYearId) {
    setTopSeen(defaultYearId);
    setPicked(undefined);
  }
  return {
    years,
    loading,
    /** The top bar's year (the current year while none is chosen, else the newest). */
    topYearId: defaultYearId,
    /** The year the screen shows. */
    yearId: picked ?? initialYearId ?? defaultYearId,
    pick: setPicked,
    listKey: `year-${defaultYearId ?? 'none'}`,
  };
}

/**
 * A choice that belongs to a year (its class, grade, the year promoted to): forgotten when the screen's
 * year changes, whether picked on the screen or in the top bar.
 */
export function useStateOfYear<T>(yearId: string | undefined): [T | undefined, (value: T | undefined) => void] {
  const [value, setValue] = useState<T>();
  const [yearSeen, setYearSeen] = useState(yearId);
  if (yearSeen !== yearId) {
    setYearSeen(yearId);
    setValue(undefined);
  }
  return [value, setValue];
}

/** The year and grade choices of a settings screen: the grades of the screen's year; the grade is forgotten when the year changes. */
export function useYearGradeFilter(initialYearId?: string) {
  const year = useYearFilter(initialYearId);
  const [gradeId, setGradeId] = useStateOfYear<string>(year.yearId);
  const grades = useQuery({ ...yearGradesQuery(year.yearId), enabled: Boolean(year.yearId) });
  return { ...year, gradeId, setGradeId, grades: grades.data ?? [] };
}
