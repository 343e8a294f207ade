import { scoreConfirmationRefs } from '@school/contract/score/score.refs';
import type { TScoreClassPreview, TScoreConfirmationOverview, TScoreReviewState, TScoreSheetReview } from '@school/contract/score/score-confirmation.schemas';
import { apiQuery, useApiMutation } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TOverview = Camelized<TScoreConfirmationOverview>;
export type TReviewSheet = TOverview['sheets'][number];
export type TSheetReview = Camelized<TScoreSheetReview>;
export type THistoryEntry = TSheetReview['history'][number];
export type TClassPreview = Camelized<TScoreClassPreview>;
export type TReviewState = TScoreReviewState;

/** Every mutation here reads every score answer again (`score/…` and `scoring/home`). */
const SCORE_KEYS = [['score'], ['scoring']] as const;

/** The office's overview of an exam type (the current by default), filtered by class and state. */
export const confirmationOverviewQuery = (q: { academicYearId?: string; examId?: string; academicClassId?: string; state?: TReviewState }) =>
  apiQuery(scoreConfirmationRefs.overview, { query: q });

/** One sheet's review (state, note, history) by class, exam type and subject. */
export const sheetReviewQuery = (academicClassId: string, examTypeId: string, courseLevelSubjectId: string) =>
  apiQuery(scoreConfirmationRefs.sheetReview, { query: { academicClassId, examTypeId, courseLevelSubjectId } });

export const useClassPreview = () => useApiMutation(scoreConfirmationRefs.preview, { invalidates: [] });
export const useSubmitSheet = () => useApiMutation(scoreConfirmationRefs.submit, { invalidates: [...SCORE_KEYS] });
export const useConfirmSheet = () => useApiMutation(scoreConfirmationRefs.confirm, { invalidates: [...SCORE_KEYS] });
export const useConfirmClass = () => useApiMutation(scoreConfirmationRefs.confirmClass, { invalidates: [...SCORE_KEYS] });
export const useStepBack = () => useApiMutation(scoreConfirmationRefs.previous, { invalidates: [...SCORE_KEYS] });
