import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZFeedClass,
  ZFeedClassesQuery,
  ZFeedComment,
  ZFeedCommentRequest,
  ZFeedCreate,
  ZFeedIdQuery,
  ZFeedLikeAnswer,
  ZFeedLikeRequest,
  ZFeedListQuery,
  ZFeedPhotoQuery,
  ZFeedPost,
  ZFeedUpdate,
} from './feed.schemas';

/**
 * The feed menu's key opens every call; the service narrows: school posts reach the campus, class posts the
 * class's students, their guardians, its teachers and the office. Staff post (a teacher to the school or to her
 * classes); the author or the office (MANAGE_FEED) deletes.
 */
export const feedRoutes = {
  ...crudRoutes({
    path: '/api/v2/feed',
    area: 'comms',
    read: 'VIEW_NAV_FEED',
    manage: 'VIEW_NAV_FEED',
    bodyKind: 'multipart',
    record: ZFeedPost,
    list: {
      path: '/api/v2/feed/current',
      summary: 'Posts the caller reads, newest first from startIndex (0 the newest), with likes and comments; privacy 0 school, 1 class',
      query: ZFeedListQuery,
    },
    create: { summary: 'Post text, photos (resized to a thumbnail and a screen size) and tags to the school or a class (staff)', body: ZFeedCreate },
    update: { summary: "Correct a post's text and tags (its author); Version checked (409 when stale)", body: ZFeedUpdate },
    delete: { path: '/api/feed', summary: 'Delete a post with its photos, likes and comments (its author or the office)', query: ZFeedIdQuery },
  }),
  like: defineRoute({
    method: 'POST',
    path: '/api/v2/feed/like',
    area: 'comms',
    access: 'VIEW_NAV_FEED',
    summary: "Like a post, or take one's like back (one per user)",
    body: ZFeedLikeRequest,
    bodyKind: 'json',
    response: ZEnvelope(ZFeedLikeAnswer),
  }),
  comment: defineRoute({
    method: 'POST',
    path: '/api/v2/feed/comment',
    area: 'comms',
    access: 'VIEW_NAV_FEED',
    summary: 'Append a comment to a post',
    body: ZFeedCommentRequest,
    bodyKind: 'json',
    response: ZEnvelope(ZFeedComment),
  }),
  // designed: the composer's class picker lists only what the caller may post to.
  classes: defineRoute({
    method: 'GET',
    path: '/api/v2/feed/classes',
    area: 'comms',
    access: 'VIEW_NAV_FEED',
    summary:
      'designed: the classes of a year (the current one by default) the caller may post to: the office every class, a teacher hers (teaching assignments), anyone else none',
    query: ZFeedClassesQuery,
    response: ZEnvelope(z.array(ZFeedClass)),
  }),
  // designed: photos are personal data, an <img> sends no token: a link signed for one campus and photo.
  photo: defineRoute({
    method: 'GET',
    path: '/api/v2/feed/photo',
    area: 'comms',
    access: 'public',
    summary: 'A feed photo by the signed link a post carries (thumb or screen size); 401 when the signature is wrong or expired',
    query: ZFeedPhotoQuery,
    file: true,
  }),
} as const;
