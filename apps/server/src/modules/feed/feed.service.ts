import { FEED_PRIVACY, FEED_TAGS, FEED_TAG_IDS, MOBILE_ACTOR_TYPE } from '@school/contract';
import type { TFeedClass, TFeedComment, TFeedCreate, TFeedListQuery, TFeedPost, TFeedUpdate } from '@school/contract/feed/feed.schemas';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { AppError, badRequest, forbidden, notFound, stale } from '../../lib/app-error';
import { resizePhoto } from '../../lib/photo-resize';
import { signPictureLink, verifyPictureLink } from '../../lib/signed-url';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import * as files from '../file/file.service';
import { familyAccountsOfClassIn } from '../notification/index';
import { notify } from '../notification/notification.service';
import * as repo from './feed.repository';

/**
 * The feed (issue 16). Reading: the office (MANAGE_FEED) every post; others the school posts, the posts of the
 * classes they belong to (a teacher's, a student's, a guardian's children's) and their own. Posting: staff (a
 * teacher to the school or to one of her classes, the office to any class). The author corrects and deletes her
 * post, the office deletes any. Liking and commenting: whoever reads the post.
 */
const OFFICE_KEY = 'MANAGE_FEED';
const postNotFound = () => notFound('រកមិនឃើញការបង្ហោះនេះទេ', 'The post was not found');
const fieldError = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);

type TCaller = { auth: TAuth; office: boolean; staff: boolean; classIds: string[]; scope: repo.TFeedScope; name: string; nameEn: string };

async function callerOf(tx: TTx, auth: TAuth): Promise<TCaller> {
  const office = auth.permissions.has(OFFICE_KEY);
  const classIds = office ? [] : await repo.classesOfAccount(tx, { campusId: auth.campusId, actorType: auth.actorType, actorId: auth.actorId });
  const staff = auth.mobileActorType !== MOBILE_ACTOR_TYPE.STUDENT && auth.mobileActorType !== MOBILE_ACTOR_TYPE.GUARDIAN;
  const own = (await repo.accountNames(tx, { campusId: auth.campusId, userIds: [auth.userId] })).get(auth.userId);
  const name = own?.name || auth.username;
  const nameEn = own?.nameEn || name;
  return { auth, office, staff, classIds, scope: office ? { kind: 'campus' } : { kind: 'some', classIds, userId: auth.userId }, name, nameEn };
}

function photoUrl(deps: TAppDeps, campusId: string, fileId: string) {
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  const link = signPictureLink(deps.config.tokenSecret, { campusId, id: fileId, v: 'feed' });
  return `${base}/api/v2/feed/photo?id=${fileId}&c=${link.c}&exp=${link.exp}&sig=${link.sig}`;
}

/** Posts with their class, tags, photos, likes and comments, as the caller sees them. */
async function wire(deps: TAppDeps, tx: TTx, c: TCaller, rows: repo.TFeedPostRow[]): Promise<TFeedPost[]> {
  const campusId = c.auth.campusId;
  const postIds = rows.map((r) => r.id);
  const classes = await repo.classNames(tx, { campusId, ids: [...new Set(rows.map((r) => r.academicClassId).filter((x): x is string => Boolean(x)))] });
  const photos = await repo.photosOf(tx, { campusId, postIds });
  const likes = await repo.likesOf(tx, { campusId, postIds });
  const comments = await repo.commentsOf(tx, { campusId, postIds });
  const people = [...rows.map((r) => r.authorUserId), ...likes.map((l) => l.userId), ...comments.map((x) => x.userId)];
  const names = await repo.accountNames(tx, { campusId, userIds: people.filter((id): id is string => Boolean(id)) });
  // The Latin name of the account; the stored (Khmer) name when the account is gone or has none.
  const nameEn = (userId: string | null, stored: string) => (userId ? names.get(userId)?.nameEn : undefined) || stored;
  return rows.map((r) => {
    const cls = classes.find((x) => x.id === r.academicClassId);
    const own = likes.filter((l) => l.postId === r.id);
    const said = comments.filter((x) => x.feedPostId === r.id);
    const author = r.authorUserId === c.auth.userId;
    return {
      Id: r.id,
      Text: r.text,
      Privacy: r.privacy,
      AcademicClassId: r.academicClassId,
      AcademicClass: cls?.description ?? null,
      AcademicClassEn: cls?.descriptionEn ?? null,
      FeedTags: FEED_TAGS.filter((t) => r.tagIds.includes(t.Id)).map((t) => ({ ...t })),
      Photos: photos
        .filter((p) => p.feedPostId === r.id)
        .map((p) => ({
          Id: p.id,
          ThumbnailUrl: photoUrl(deps, campusId, p.thumbFileId),
          Url: photoUrl(deps, campusId, p.screenFileId),
          Width: p.width,
          Height: p.height,
        })),
      FeedLikes: own.map((l) => ({ Id: l.id, CreateBy: l.userName, CreateByEn: nameEn(l.userId, l.userName) })),
      IsActorLike: own.some((l) => l.userId === c.auth.userId),
      NbLikes: own.length,
      FeedComments: said.map((x) => toComment(x, nameEn(x.userId, x.userName))),
      NbComments: said.length,
      CreateBy: r.authorName,
      CreateByEn: nameEn(r.authorUserId, r.authorName),
      CreateDate: r.createdAt.toISOString(),
      CanDelete: author || c.office,
      CanEdit: author,
      Version: r.version,
    };
  });
}

const toComment = (x: { id: string; userName: string; commentText: string; createdAt: Date }, createByEn: string): TFeedComment => ({
  Id: x.id,
  CreateBy: x.userName,
  CreateByEn: createByEn,
  CommentText: x.commentText,
  CreateDate: x.createdAt.toISOString(),
});

export async function listFeed(deps: TAppDeps, auth: TAuth, query: TFeedListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const { rows, total } = await repo.listPosts(tx, {
      campusId: auth.campusId,
      scope: c.scope,
      privacy: query.privacy,
      academicClassId: query.academicClassId,
      offset: query.startIndex,
      limit: query.pageSize,
    });
    return { items: await wire(deps, tx, c, rows), total };
  });
}

function checkTags(tagIds: number[]) {
  const unknown = tagIds.filter((id) => !FEED_TAG_IDS.includes(id));
  if (unknown.length > 0) throw fieldError('TagIds', 'ស្លាកនេះមិនមានទេ', 'This tag does not exist');
  return [...new Set(tagIds)];
}

export async function createPost(deps: TAppDeps, auth: TAuth, body: TFeedCreate): Promise<TFeedPost> {
  if (!body.Text && body.Photos.length === 0) throw fieldError('Text', 'សូមសរសេរអត្ថបទ ឬភ្ជាប់រូបថត', 'Write some text or add a photo');
  const tagIds = checkTags(body.TagIds);
  // Resized before the transaction: the slow part holds no connection. Each upload is checked first.
  const photos: Array<{ name: string } & Awaited<ReturnType<typeof resizePhoto>>> = [];
  for (const file of body.Photos) {
    const checked = files.checkUpload(file, { accept: files.IMAGE_KINDS, maxBytes: deps.config.maxUploadBytes });
    let resized;
    try {
      resized = await resizePhoto(checked.data);
    } catch {
      throw new AppError('UNSUPPORTED_FILE', {
        km: `មិនអាចអានរូបថត «${checked.fileName}» បានទេ`,
        en: `The photo "${checked.fileName}" could not be read`,
      });
    }
    photos.push({ name: checked.fileName.replace(/\.[^.]*$/, ''), ...resized });
  }
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    if (!c.staff) throw forbidden();
    let academicClassId: string | null = null;
    if (body.Privacy === FEED_PRIVACY.CLASS) {
      if (!body.AcademicClassId) throw fieldError('AcademicClassId', 'សូមជ្រើសរើសថ្នាក់', 'Choose the class');
      const [found] = await repo.classNames(tx, { campusId: auth.campusId, ids: [body.AcademicClassId] });
      if (!found) throw fieldError('AcademicClassId', 'រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
      if (!c.office && !c.classIds.includes(found.id)) throw new AppError('FORBIDDEN', { km: 'អ្នកមិនបង្រៀនថ្នាក់នេះទេ', en: 'You do not teach this class' });
      // A teacher posts to the classes she teaches this year (her picker's list); an earlier year's class has moved on.
      if (!c.office && found.academicYearId !== (await yearOrCurrent(tx, auth.campusId, undefined))?.id) {
        throw fieldError('AcademicClassId', 'ថ្នាក់នេះមិនមែនជាថ្នាក់នៃឆ្នាំសិក្សាបច្ចុប្បន្នទេ', 'This class is not of the current school year');
      }
      academicClassId = found.id;
    }
    const row = await repo.insertPost(tx, {
      campusId: auth.campusId,
      values: { text: body.Text, privacy: body.Privacy, academicClassId, tagIds, authorUserId: auth.userId, authorName: c.name },
    });
    for (const [i, p] of photos.entries()) {
      const copy = async (r: typeof p.screen, suffix: string) =>
        files.saveUpload(deps, tx, {
          campusId: auth.campusId,
          purpose: 'feed',
          file: { FileName: `${p.name}-${suffix}.${r.extension}`, ContentType: r.contentType, Data: r.data },
          accept: files.IMAGE_KINDS,
        });
      const screen = await copy(p.screen, 'screen');
      const thumb = await copy(p.thumb, 'thumb');
      await repo.insertPhoto(tx, {
        campusId: auth.campusId,
        feedPostId: row.id,
        screenFileId: screen.id,
        thumbFileId: thumb.id,
        width: p.screen.width,
        height: p.screen.height,
        sortIndex: i,
      });
    }
    if (academicClassId) await tellClass(tx, c, row, academicClassId, photos.length);
    return (await wire(deps, tx, c, [row]))[0]!;
  });
}

/**
 * Issue 16: a class post tells the class's families (its students and their guardians; not the author), one
 * notice each on the FEED topic, which each of them may turn off on the profile.
 */
async function tellClass(tx: TTx, c: TCaller, post: repo.TFeedPostRow, academicClassId: string, photoCount: number) {
  const campusId = c.auth.campusId;
  const userIds = (await familyAccountsOfClassIn(tx, { campusId, academicClassId })).map((a) => a.userId).filter((id) => id !== c.auth.userId);
  if (userIds.length === 0) return;
  const [cls] = await repo.classNames(tx, { campusId, ids: [academicClassId] });
  const preview = post.text ? (post.text.length > 140 ? `${post.text.slice(0, 139)}…` : post.text) : '📷'.repeat(Math.min(photoCount, 3));
  await notify(tx, {
    campusId,
    userIds,
    topic: 'FEED',
    title: `${c.name} បានបង្ហោះក្នុង ${cls?.description ?? ''}`,
    titleEn: `${c.nameEn} posted to ${cls?.descriptionEn ?? ''}`,
    description: preview,
    descriptionEn: preview,
    link: '/feeds',
  });
}

/**
 * The classes of a year (the current one without `academicYearId`) the caller may post to: the office every class,
 * a teacher the classes she teaches that year (teaching assignments, main teacher included), anyone else none.
 */
export async function listPostClasses(deps: TAppDeps, auth: TAuth, academicYearId: string | undefined): Promise<TFeedClass[]> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    if (!c.staff) return [];
    const year = await yearOrCurrent(tx, auth.campusId, academicYearId);
    if (!year) return [];
    const rows = await repo.classesOfYear(tx, { campusId: auth.campusId, academicYearId: year.id, ids: c.office ? undefined : c.classIds });
    return rows.map((r) => ({ Id: r.id, Code: r.code, Description: r.description, DescriptionEn: r.descriptionEn }));
  });
}

export async function updatePost(deps: TAppDeps, auth: TAuth, body: TFeedUpdate): Promise<TFeedPost> {
  const tagIds = checkTags(body.TagIds);
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const current = await repo.findPost(tx, { campusId: auth.campusId, id: body.Id, scope: c.scope });
    if (!current) throw postNotFound();
    if (current.authorUserId !== auth.userId) throw forbidden();
    if (current.version !== body.Version) throw stale();
    const hasPhotos = (await repo.photosOf(tx, { campusId: auth.campusId, postIds: [current.id] })).length > 0;
    if (!body.Text && !hasPhotos) throw fieldError('Text', 'សូមសរសេរអត្ថបទ ឬភ្ជាប់រូបថត', 'Write some text or add a photo');
    const saved = await repo.savePost(tx, {
      campusId: auth.campusId,
      id: current.id,
      version: body.Version,
      values: {
        text: body.Text,
        tagIds,
        privacy: current.privacy,
        academicClassId: current.academicClassId,
        authorUserId: current.authorUserId,
        authorName: current.authorName,
      },
    });
    if (!saved) throw stale();
    return (await wire(deps, tx, c, [saved]))[0]!;
  });
}

export async function toggleLike(deps: TAppDeps, auth: TAuth, feedId: string) {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const post = await repo.findPost(tx, { campusId: auth.campusId, id: feedId, scope: c.scope });
    if (!post) throw postNotFound();
    const liked = await repo.toggleLike(tx, { campusId: auth.campusId, postId: post.id, userId: auth.userId, userName: c.name });
    return { FeedId: post.id, IsActorLike: liked, NbLikes: await repo.countLikes(tx, { campusId: auth.campusId, postId: post.id }) };
  });
}

export async function addComment(deps: TAppDeps, auth: TAuth, body: { FeedId: string; CommentText: string }): Promise<TFeedComment> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const post = await repo.findPost(tx, { campusId: auth.campusId, id: body.FeedId, scope: c.scope });
    if (!post) throw postNotFound();
    const row = await repo.insertComment(tx, {
      campusId: auth.campusId,
      feedPostId: post.id,
      userId: auth.userId,
      userName: c.name,
      commentText: body.CommentText,
    });
    return toComment(row, c.nameEn);
  });
}

export async function deletePost(deps: TAppDeps, auth: TAuth, id: string): Promise<null> {
  const removedKeys: (string | undefined)[] = [];
  await inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const post = await repo.findPost(tx, { campusId: auth.campusId, id, scope: c.scope });
    if (!post) throw postNotFound();
    if (post.authorUserId !== auth.userId && !c.office) throw forbidden();
    const fileIds = await repo.photoFileIds(tx, { campusId: auth.campusId, postId: post.id });
    await repo.removePost(tx, { campusId: auth.campusId, id: post.id });
    for (const fileId of fileIds) removedKeys.push(await files.deleteStoredFile(tx, { campusId: auth.campusId, id: fileId }));
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return null;
}

/** A photo copy by its signed link (public: an `<img>` sends no token; the signature names campus and file). */
export async function readPhoto(deps: TAppDeps, query: { id: string; c: string; exp: string; sig: string }) {
  if (!verifyPictureLink(deps.config.tokenSecret, { campusId: query.c, id: query.id, v: 'feed', exp: query.exp, sig: query.sig })) {
    throw new AppError('UNAUTHORIZED');
  }
  const file = await deps.database.tenant(query.c, (tx) => repo.feedPhotoFile(tx, { campusId: query.c, fileId: query.id }));
  const data = file ? await deps.storage.get(file.storageKey) : undefined;
  if (!file || !data) throw notFound('រកមិនឃើញរូបថតទេ', 'The photo was not found');
  return { data, contentType: file.contentType, etag: `"${file.sha256.slice(0, 32)}"` };
}
