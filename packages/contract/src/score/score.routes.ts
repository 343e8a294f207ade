import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZScoreBatchSave, ZScoreEntrySheet, ZScoreEntrySheetQuery, ZScoreSchedule, ZScoreScheduleQuery, ZScoringHomeQuery } from './score.schemas';

/** Teachers enter the sheets of their class × subject assignments (checked in the service); the office any sheet. */
const ENTRY = ['VIEW_NAV_SCORING', 'MANAGE_SCORE'] as const;

/** Score entry (data-calls §7 'Scoring'; paths of api-calls.tsv, area `score`). */
export const scoreRoutes = {
  schedule: defineRoute({
    method: 'GET',
    path: '/api/score/entry/schedule',
    area: 'score',
    access: ENTRY,
    summary: "The year's exam types and the reader's class × subject sheets of one (the current by default) with their state",
    query: ZScoreScheduleQuery,
    response: ZEnvelope(ZScoreSchedule),
  }),
  home: defineRoute({
    method: 'GET',
    path: '/api/scoring/home',
    area: 'score',
    access: ENTRY,
    summary: "The reader's sheets of the current exam type with their state (not started, in progress, complete)",
    query: ZScoringHomeQuery,
    response: ZEnvelope(ZScoreSchedule),
  }),
  byClassAndExamType: defineRoute({
    method: 'GET',
    path: '/api/score/entry/by-class-and-exam-type',
    area: 'score',
    access: ENTRY,
    summary: "A class's sheet of an exam type and subject: the active students in Khmer name order with their scores, the subject's maximum and pass score",
    query: ZScoreEntrySheetQuery,
    response: ZEnvelope(ZScoreEntrySheet),
  }),
  batchSave: defineRoute({
    method: 'POST',
    path: '/api/score/entry/v2/batch-save',
    area: 'score',
    access: ENTRY,
    summary: 'Saves a sheet in one transaction and answers it refreshed (409 when it changed since it was read, naming the students)',
    body: ZScoreBatchSave,
    bodyKind: 'json',
    response: ZEnvelope(ZScoreEntrySheet),
  }),
};
