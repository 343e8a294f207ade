import type { TFeedback, TFeedbackCreate, TFeedbackListQuery } from '@school/contract/feedback/feedback.schemas';
import { FEEDBACK_SENTIMENT_ITEMS } from '@school/contract/feedback/feedback.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { forbidden } from '../../lib/app-error';
import { pageOffset } from '../../lib/paging';
import * as repo from './feedback.repository';

function toFeedback(row: repo.TFeedbackRow): TFeedback {
  const sentiment = FEEDBACK_SENTIMENT_ITEMS.find((s) => s.Value === row.sentiment);
  // An anonymous feedback has no author stored; the check is repeated here so a row can never leak one.
  const author = !row.isAnonymous && row.userId;
  // Khmer names are written family name first, in Khmer and in Latin letters alike.
  return {
    Id: row.id,
    Feedback: row.feedback,
    IsAnonymous: row.isAnonymous,
    Sentiment: row.sentiment,
    SentimentName: sentiment?.Name ?? '',
    SentimentNameEn: sentiment?.NameEn ?? '',
    MobileUserId: author ? row.userId : null,
    Username: author ? row.username : null,
    FullName: author && row.lastName !== null ? `${row.lastName} ${row.firstName ?? ''}`.trim() : null,
    FullNameEn: author && row.lastNameEn !== null ? `${row.lastNameEn} ${row.firstNameEn ?? ''}`.trim() : null,
    MobileActorType: author ? row.mobileActorType : null,
    CreatedDate: row.createdAt.toISOString(),
  };
}

/**
 * Stores a feedback from the signed-in user. Anonymous (the form's default, data-calls §3) keeps neither
 * the user nor the role, so staff reading it cannot tell who sent it.
 */
export async function createFeedback(deps: TAppDeps, auth: TAuth, body: TFeedbackCreate): Promise<{ Id: string }> {
  if (body.mobileUserId && body.mobileUserId.toLowerCase() !== auth.userId.toLowerCase()) throw forbidden();
  const anonymous = body.isAnonymous ?? true;
  const row = await deps.database.tenant(auth.campusId, (tx) =>
    repo.insertFeedback(tx, {
      campusId: auth.campusId,
      userId: anonymous ? null : auth.userId,
      mobileActorType: anonymous ? null : auth.mobileActorType,
      feedback: body.feedback,
      isAnonymous: anonymous,
      sentiment: body.sentiment,
    }),
  );
  return { Id: row.id };
}

export async function listFeedback(deps: TAppDeps, auth: TAuth, query: TFeedbackListQuery) {
  const { rows, total } = await deps.database.tenant(auth.campusId, (tx) =>
    repo.listFeedback(tx, { campusId: auth.campusId, sentiment: query.sentiment, limit: query.pageSize, offset: pageOffset(query) }),
  );
  return { items: rows.map(toFeedback), total };
}
