import { queryOptions, useQuery } from '@tanstack/react-query';
import { academicYearRefs } from '@school/contract/academic-year/academic-year.refs';
import { academicClassRefs } from '@school/contract/academic-class/academic-class.refs';
import { cardRefs } from '@school/contract/card/card.refs';
import { classGroupRefs } from '@school/contract/class-group/class-group.refs';
import { courseLevelRefs } from '@school/contract/course-level/course-level.refs';
import { levelClassifiedRefs } from '@school/contract/level-classified/level-classified.refs';
import { subjectRefs } from '@school/contract/subject/subject.refs';
import type { TRefQuery } from '@school/contract/common/route-ref';
import type { TAcademicYear } from '@school/contract/academic-year/academic-year.schemas';
import { apiPageQuery, apiQuery } from './api-query';
import type { Camelized } from './case';

/**
 * Reading calls of the setup records that screens of several features choose from (years, grades, levels,
 * classes, subjects, cards): lookups, with the keys derived from their calls, so a settings screen and a
 * people screen share one cache entry for one call. The screens that edit these records live in their
 * own features.
 */

const LOOKUP_STALE = 60_000;

/**
 * Every academic year of the school (the settings screens show inactive years too). The session's active
 * years are read from the same answer (features/auth `academicYearsQuery`, same key).
 */
export const allYearsQuery = () => queryOptions({ ...apiPageQuery(academicYearRefs.listByToken), staleTime: 60_000, select: (page) => page.items ?? [] });
export type TYearItem = Camelized<TAcademicYear>;

/**
 * Every academic year, and the one a screen opens on: `selectedYearId` (the year chosen in the top bar,
 * from `features/auth`), else the current year, else the newest.
 */
export function useAllYears(selectedYearId: string | undefined) {
  const query = useQuery(allYearsQuery());
  const years = query.data ?? [];
  const defaultYearId = years.find((y) => y.id === selectedYearId)?.id ?? years.find((y) => y.isCurrent)?.id ?? years[0]?.id;
  return { years, defaultYearId, loading: query.isLoading };
}

const lookup = <R extends Parameters<typeof apiQuery>[0]>(ref: R, query?: TRefQuery<R>) =>
  queryOptions({ ...apiQuery(ref, { query }), select: (data) => data ?? [], staleTime: LOOKUP_STALE });

export const levelClassifiedQuery = () => lookup(levelClassifiedRefs.list);
export const courseLevelQuery = () => lookup(courseLevelRefs.list);
/** The grades a year offers (no 'All' entry). */
export const yearGradesQuery = (academicYearId: string | undefined) => lookup(courseLevelRefs.academicList, { academicYearId, includeAll: false });
export const subjectGroupRootQuery = () => lookup(subjectRefs.rootList);
export const subjectQuery = (subjectGroupRootId: string | undefined) => lookup(subjectRefs.list, { subjectGroupRootId });
export const classGroupLookupQuery = () => lookup(classGroupRefs.lookup);

/**
 * The classes of a year as the class selects and grade filters show them: id, grade id, code and names, in
 * the settings list's order (issue 17: the lookup answers only these; the settings screen reads every field
 * through by-year). One cache entry per year for every screen; read again on each screen's mount, as
 * by-year was, and after any class change (the mutations invalidate the `academic-class` domain). Nothing is
 * asked without a year.
 */
export const classesOfYearQuery = (academicYearId: string | undefined) =>
  queryOptions({
    ...apiQuery(academicClassRefs.lookup, { query: { academicYearId: academicYearId ?? '' } }),
    select: (data) => data ?? [],
    enabled: Boolean(academicYearId),
  });

/** The cards of an actor type, `{ items, total }`. */
export const cardsQuery = (query?: TRefQuery<typeof cardRefs.list>) => apiPageQuery(cardRefs.list, { query });

/**
 * The scoring subjects of a class's grade (its year and program type), in the grade's order; nothing is asked
 * without a class. Their ids are the course-level subject ids the score calls and the result reports take.
 */
export const classSubjectsQuery = (academicClassId: string | undefined) =>
  queryOptions({
    ...apiQuery(courseLevelRefs.subjectList, { query: { academicClassId } }),
    select: (data) => (data ?? []).filter((s) => s.isScoring).sort((a, b) => a.sortIndex - b.sortIndex),
    staleTime: LOOKUP_STALE,
    enabled: Boolean(academicClassId),
  });
