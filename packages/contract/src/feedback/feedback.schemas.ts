import { z } from 'zod';
import { ZEnvelope, ZId, ZPageQuery, type TEnumItem } from '../common/envelope.schemas';
import { zForm } from '../common/form.schemas';

/**
 * The sentiment of a feedback (data-calls §3 'Feedback': five choices, shown as a star rating with one
 * star per item; 0 when none is chosen).
 */
export const FEEDBACK_SENTIMENT_ITEMS: readonly TEnumItem[] = [
  { Value: 0, Name: 'មិនពេញចិត្តខ្លាំង', NameEn: 'Very dissatisfied' },
  { Value: 1, Name: 'មិនពេញចិត្ត', NameEn: 'Dissatisfied' },
  { Value: 2, Name: 'ធម្មតា', NameEn: 'Neutral' },
  { Value: 3, Name: 'ពេញចិត្ត', NameEn: 'Satisfied' },
  { Value: 4, Name: 'ពេញចិត្តខ្លាំង', NameEn: 'Very satisfied' },
];
export const FEEDBACK_MAX_SENTIMENT = 4;
export const FEEDBACK_MAX_LENGTH = 4000;

/**
 * `POST /api/user-feedback`, JSON or form, with the spec's field names (portal §3 'Feedback'). The author
 * is always the signed-in user; `mobileUserId`, which the web app sends from its storage, must be that
 * user when given. An anonymous feedback is stored without its author.
 */
export const ZFeedbackCreate = z.strictObject({
  feedback: z.string().trim().min(1, { message: 'required' }).max(FEEDBACK_MAX_LENGTH),
  isAnonymous: zForm.bool().optional(),
  sentiment: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(0).max(FEEDBACK_MAX_SENTIMENT),
  ),
  mobileUserId: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZId.optional()),
});
export type TFeedbackCreate = z.infer<typeof ZFeedbackCreate>;

/** A feedback as staff read it. Author fields are null when it was sent anonymously. */
export const ZFeedback = z.object({
  Id: ZId,
  Feedback: z.string(),
  IsAnonymous: z.boolean(),
  Sentiment: z.number().int(),
  SentimentName: z.string(),
  SentimentNameEn: z.string(),
  MobileUserId: ZId.nullable(),
  Username: z.string().nullable(),
  FullName: z.string().nullable(),
  FullNameEn: z.string().nullable(),
  MobileActorType: z.number().int().nullable(),
  CreatedDate: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZFeedbackListQuery = ZPageQuery.extend({
  sentiment: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(FEEDBACK_MAX_SENTIMENT).optional()),
});
export type TFeedbackListQuery = z.infer<typeof ZFeedbackListQuery>;

export const ZFeedbackCreated = ZEnvelope(z.object({ Id: ZId }));
