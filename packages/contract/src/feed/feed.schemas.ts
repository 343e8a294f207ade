import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { zf } from '../common/fields.schemas';
import { FEED_MAX_PHOTOS, FEED_PAGE_SIZE, FEED_PRIVACY } from './feed.values';

export { FEED_MAX_PHOTOS, FEED_PAGE_SIZE, FEED_PRIVACY, FEED_TAGS, FEED_TAG_IDS } from './feed.values';

/**
 * The school and class feed (data-calls §3 'Feed', §4 'like marks the post liked and adds a like; comment
 * appended; new posts go on top'; issue 16). Staff post text, photos and tags to the whole school (privacy 0)
 * or to one class (privacy 1); everyone who reads a post likes it (once, toggled) and comments on it.
 */
export const ZFeedTag = z.object({ Id: z.number().int(), Name: z.string(), NameEn: z.string() });
/** A photo: a thumbnail and a screen-size copy, each a signed link (an `<img>` sends no token). */
export const ZFeedPhoto = z.object({ Id: ZId, ThumbnailUrl: z.string(), Url: z.string(), Width: z.number().int(), Height: z.number().int() });
/** `CreateBy` is the person's Khmer name (the spec's field), `CreateByEn` the Latin one, for English pages. */
export const ZFeedLike = z.object({ Id: ZId, CreateBy: z.string(), CreateByEn: z.string() });
export const ZFeedComment = z.object({ Id: ZId, CreateBy: z.string(), CreateByEn: z.string(), CommentText: z.string(), CreateDate: z.string() });
export type TFeedComment = z.infer<typeof ZFeedComment>;

export const ZFeedPost = z.object({
  Id: ZId,
  Text: z.string(),
  Privacy: z.number().int(),
  AcademicClassId: ZId.nullable(),
  AcademicClass: z.string().nullable(),
  AcademicClassEn: z.string().nullable(),
  FeedTags: z.array(ZFeedTag),
  Photos: z.array(ZFeedPhoto),
  FeedLikes: z.array(ZFeedLike),
  IsActorLike: z.boolean(),
  NbLikes: z.number().int(),
  FeedComments: z.array(ZFeedComment),
  NbComments: z.number().int(),
  /** The author's Khmer name (as she posted), and her Latin name. */
  CreateBy: z.string(),
  CreateByEn: z.string(),
  CreateDate: z.string(),
  /** The author or the office. */
  CanDelete: z.boolean(),
  CanEdit: z.boolean(),
  Version: z.number().int(),
});
export type TFeedPost = z.infer<typeof ZFeedPost>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `GET /api/v2/feed/current?startIndex&pageSize&privacy`: newest first from `startIndex` (0 the newest). */
export const ZFeedListQuery = z.object({
  startIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
  privacy: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  academicClassId: z.preprocess(blank, ZId.optional()),
});
export type TFeedListQuery = z.output<typeof ZFeedListQuery>;

const ZPhotos = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && ['', '[]'].includes(v.trim())) ? [] : Array.isArray(v) ? v : [v]),
  z.array(ZUploadFile).max(FEED_MAX_PHOTOS),
);

/** `POST /api/v2/feed` (form): text, photos, tags, privacy (a class post names its class). */
export const ZFeedCreate = z.strictObject({
  Text: z.string().trim().max(5000).default(''),
  Privacy: zf.oneOfOr([FEED_PRIVACY.SCHOOL, FEED_PRIVACY.CLASS], FEED_PRIVACY.SCHOOL),
  AcademicClassId: zf.optId(),
  TagIds: zf.ints(1, 99),
  Photos: ZPhotos,
});
export type TFeedCreate = z.output<typeof ZFeedCreate>;

/** `PUT /api/v2/feed` (form): the author corrects the text and tags (Version checked). */
export const ZFeedUpdate = z.strictObject({
  Id: ZId,
  Version: zf.int(1),
  Text: z.string().trim().max(5000).default(''),
  TagIds: zf.ints(1, 99),
});
export type TFeedUpdate = z.output<typeof ZFeedUpdate>;

export const ZFeedLikeRequest = z.object({ FeedId: ZId });
export const ZFeedLikeAnswer = z.object({ FeedId: ZId, IsActorLike: z.boolean(), NbLikes: z.number().int() });
export const ZFeedCommentRequest = z.object({ FeedId: ZId, CommentText: z.string().trim().min(1, { message: 'required' }).max(1000) });
export const ZFeedIdQuery = z.object({ id: ZId });
/** A photo copy (thumbnail or screen size, by its file id) by the signed link a post carries. */
export const ZFeedPhotoQuery = z.object({
  id: ZId,
  c: ZId,
  exp: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[\w-]{1,64}$/),
});

/**
 * A class the caller may post to (`GET /api/v2/feed/classes?academicYearId`, designed): the office (MANAGE_FEED)
 * every class of the year, a teacher the classes she teaches (teaching assignments, main teacher included).
 */
export const ZFeedClass = z.object({ Id: ZId, Code: z.string(), Description: z.string(), DescriptionEn: z.string() });
export type TFeedClass = z.infer<typeof ZFeedClass>;
export const ZFeedClassesQuery = z.object({ academicYearId: z.preprocess(blank, ZId.optional()) });
