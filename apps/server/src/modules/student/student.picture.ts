import crypto from 'node:crypto';
import type { TUploadFile } from '@school/contract';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { newId } from '../../lib/ids';
import { checkImageUpload } from '../../lib/image-upload';
import { signPictureLink } from '../../lib/signed-url';
import { PROFILE_PICTURE_MAX_BYTES } from '../user/user.service';
import * as userModule from '../user/index';

/**
 * Pictures of students and guardians: image types only (checked by extension, declared type and content),
 * kept as profile pictures so `GET /api/actor/profile/picture?Id=<file id>` serves them. The URL carries
 * `v=<file id>`: a new picture is a new file, so the browser fetches it again (portal §5 'Image-based
 * profile URLs are refreshed with a random value to avoid caching').
 */
export function personPictureUrl(deps: TAppDeps, campusId: string, fileId: string | null): string | null {
  if (!fileId) return null;
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  const link = signPictureLink(deps.config.tokenSecret, { campusId, id: fileId, v: fileId });
  return `${base}/api/actor/profile/picture?Id=${fileId}&v=${fileId}&c=${link.c}&exp=${link.exp}&sig=${link.sig}`;
}

export type TPendingPicture = {
  /** Writes the file's row in the caller's transaction; answers its id. */
  insert(tx: TQueryable): Promise<string>;
  /** Removes the bytes again when the transaction failed. */
  discard(): Promise<void>;
};

/** Checks an uploaded picture and stores its bytes ahead of the transaction that refers to it. */
export async function preparePicture(deps: TAppDeps, campusId: string, file: TUploadFile | undefined, fileName: string): Promise<TPendingPicture | undefined> {
  if (!file) return undefined;
  const picture = checkImageUpload(file, { maxBytes: Math.min(PROFILE_PICTURE_MAX_BYTES, deps.config.maxUploadBytes) });
  const id = newId();
  const storageKey = `${campusId}/${userModule.PROFILE_PICTURE_PURPOSE}/${id}`;
  await deps.storage.put(storageKey, picture.data);
  return {
    async insert(tx) {
      await userModule.insertStoredFile(tx, {
        campusId,
        id,
        purpose: userModule.PROFILE_PICTURE_PURPOSE,
        fileName: `${fileName}${picture.extension}`,
        contentType: picture.contentType,
        size: picture.data.length,
        storageKey,
        sha256: crypto.createHash('sha256').update(picture.data).digest('hex'),
      });
      return id;
    },
    discard: () => deps.storage.remove(storageKey).catch(() => undefined),
  };
}

/** Deletes a replaced picture's row in the transaction; answers the storage key to remove after commit. */
export async function dropPicture(tx: TQueryable, campusId: string, fileId: string | null): Promise<string | undefined> {
  if (!fileId) return undefined;
  return userModule.deleteStoredFile(tx, { campusId, id: fileId });
}
