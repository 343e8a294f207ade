import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZAnnouncement,
  ZAnnouncementDeleteQuery,
  ZAnnouncementEntry,
  ZAnnouncementFileQuery,
  ZAnnouncementIdQuery,
  ZAnnouncementListQuery,
  ZAnnouncementSave,
} from './announcement.schemas';

/**
 * Reading needs the announcement menu's key; the service narrows it to the published announcements addressed
 * to the caller, or every stored one for the office (MANAGE_ANNOUNCEMENT, data-calls §6 admin mode).
 */
export const announcementRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/school-announcement/v1/current-campus',
    area: 'comms',
    access: 'VIEW_NAV_ANNOUNCEMENT',
    summary: 'Announcements of the campus, newest first, paged: the published ones for the caller, or with admin=true every one (drafts too)',
    query: ZAnnouncementListQuery,
    response: ZEnvelope(z.array(ZAnnouncementEntry)),
  }),
  show: defineRoute({
    method: 'GET',
    path: '/api/school-announcement/show',
    area: 'comms',
    access: 'VIEW_NAV_ANNOUNCEMENT',
    summary: 'One announcement with its target and files (404 when not addressed to the caller)',
    query: ZAnnouncementIdQuery,
    response: ZEnvelope(ZAnnouncement),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/school-announcement/attachment-file',
    area: 'comms',
    access: 'VIEW_NAV_ANNOUNCEMENT',
    summary: 'A file of an announcement the caller reads (the first one without fileId)',
    query: ZAnnouncementFileQuery,
    file: true,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/school-announcement/v1',
    area: 'comms',
    access: 'MANAGE_ANNOUNCEMENT',
    summary: 'Save an announcement (new without Id; a change with Id and Version, 409 when stale); IsPublish publishes it and notifies its readers',
    body: ZAnnouncementSave,
    bodyKind: 'multipart',
    response: ZEnvelope(ZAnnouncement),
  }),
  delete: defineRoute({
    method: 'PUT',
    path: '/api/school-announcement',
    area: 'comms',
    access: 'MANAGE_ANNOUNCEMENT',
    summary: 'Delete an announcement and its files (the spec deletes with PUT ?id)',
    query: ZAnnouncementDeleteQuery,
    response: ZEnvelope(z.null()),
  }),
} as const;
