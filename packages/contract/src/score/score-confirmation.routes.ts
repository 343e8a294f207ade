import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZScoreClassConfirmed,
  ZScoreClassPreview,
  ZScoreClassPreviewBody,
  ZScoreConfirmBody,
  ZScoreConfirmClassBody,
  ZScoreConfirmationActive,
  ZScoreConfirmationActiveBody,
  ZScoreConfirmationClassQuery,
  ZScoreConfirmationOverview,
  ZScoreConfirmationQuery,
  ZScorePreviousBody,
  ZScoreReviewSheet,
  ZScoreSheetReview,
} from './score-confirmation.schemas';

/** The sheet's teacher (checked in the service) or the office. */
const ENTRY = ['VIEW_NAV_SCORING', 'MANAGE_SCORE'] as const;

/** Review, confirmation and release (issue 13; the `confirmation*` paths of api-calls.tsv, area `score`). */
export const scoreConfirmationRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/score/entry/confirmation',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary:
      "The office's overview of an exam type (the current by default): every class × scoring subject sheet with its state and counts, filtered by class and state",
    query: ZScoreConfirmationQuery,
    response: ZEnvelope(ZScoreConfirmationOverview),
  }),
  sheetReview: defineRoute({
    method: 'GET',
    path: '/api/score/entry/confirmation-class',
    area: 'score',
    access: ENTRY,
    summary: "One sheet's review: its state, the office's note, whether the reader may submit, and the history of every change after submission",
    query: ZScoreConfirmationClassQuery,
    response: ZEnvelope(ZScoreSheetReview),
  }),
  submit: defineRoute({
    method: 'PUT',
    path: '/api/score/entry/confirmation-active',
    area: 'score',
    access: ENTRY,
    summary: 'A teacher submits her complete sheet for confirmation (IsActive true) or takes it back before the office acts (false)',
    body: ZScoreConfirmationActiveBody,
    bodyKind: 'form',
    response: ZEnvelope(ZScoreConfirmationActive),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/score/entry/confirmation-detail-preview',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary: "A class's sheets of an exam type side by side (students × subjects) before the office confirms them",
    body: ZScoreClassPreviewBody,
    bodyKind: 'form',
    response: ZEnvelope(ZScoreClassPreview),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/score/entry/confirmation',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary: 'The office confirms a submitted sheet: it goes live and its students and their guardians are told',
    body: ZScoreConfirmBody,
    bodyKind: 'form',
    response: ZEnvelope(ZScoreReviewSheet),
  }),
  confirmClass: defineRoute({
    method: 'POST',
    path: '/api/score/entry/confirmation-detail-class',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary: 'The office confirms every submitted sheet of a class in one transaction (each at the version read)',
    body: ZScoreConfirmClassBody,
    bodyKind: 'form',
    response: ZEnvelope(ZScoreClassConfirmed),
  }),
  previous: defineRoute({
    method: 'POST',
    path: '/api/score/entry/confirmation-detail-class-previous',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary: 'The office moves a sheet one step back with a note: a submitted sheet back to its teacher, a live sheet out of release',
    body: ZScorePreviousBody,
    bodyKind: 'form',
    response: ZEnvelope(ZScoreReviewSheet),
  }),
};
