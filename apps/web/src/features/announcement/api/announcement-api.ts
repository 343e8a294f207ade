import { queryOptions } from '@tanstack/react-query';
import { announcementRefs } from '@school/contract/announcement/announcement.refs';
import type { TAnnouncement as TWire, TAnnouncementEntry as TWireEntry } from '@school/contract/announcement/announcement.schemas';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKey } from '../../../lib/api-query';
import { recordApi } from '../../../lib/record-api';
import { saveBlob } from '../../../lib/download';

export type TAnnouncement = Camelized<TWire>;
export type TAnnouncementEntry = Camelized<TWireEntry>;

/**
 * Announcements: one save call creates (no id) or changes (id and version) one; the spec's PUT deletes.
 * The list answers the caller's published ones, or with `admin: true` every stored one (the office).
 */
export const announcementApi = recordApi({
  list: announcementRefs.list,
  get: { ref: announcementRefs.show, query: (id) => ({ id }) },
  create: announcementRefs.save,
  update: announcementRefs.save,
  remove: { ref: announcementRefs.delete, query: (id) => ({ id }) },
});

/** The latest published announcements for the signed-in user (the dashboard card). */
export const latestAnnouncementsQuery = (pageSize = 5) =>
  queryOptions({
    queryKey: apiKey(announcementRefs.list, { pageIndex: 1, pageSize }),
    queryFn: async () => ((await api.call(announcementRefs.list, { query: { pageIndex: 1, pageSize }, quiet: true })).data ?? []) as TAnnouncementEntry[],
  });

export async function downloadAnnouncementFile(announcementId: string, fileId: string, name: string) {
  const file = await api.download(announcementRefs.file, { query: { announcementId, fileId } });
  saveBlob(file.blob, file.fileName ?? name);
}
