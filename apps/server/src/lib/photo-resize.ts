import { loadSharp } from './sharp';

/**
 * Feed photos (issue 16: 'photos are resized on upload (thumbnail and a screen size)'): a phone photo of 4 to 12
 * MB becomes a screen copy of at most 1600 px and a 400 px thumbnail, both JPEG (WebP for a picture with
 * transparency). Turned upright by its EXIF orientation, and every metadata block dropped: a photo of children
 * must not carry where it was taken. A file sharp cannot read is refused by the caller's upload check first.
 */
export const SCREEN_PX = 1600;
export const THUMB_PX = 400;

export type TResized = { data: Buffer; width: number; height: number; contentType: string; extension: string };

async function resize(input: Buffer, size: number, alpha: boolean): Promise<TResized> {
  const sharp = await loadSharp();
  const pipeline = sharp(input, { limitInputPixels: 60_000_000 }).rotate().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
  const out = alpha ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: alpha ? 'image/webp' : 'image/jpeg', extension: alpha ? 'webp' : 'jpg' };
}

export async function resizePhoto(input: Buffer): Promise<{ screen: TResized; thumb: TResized }> {
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: 60_000_000 }).metadata();
  const alpha = Boolean(meta.hasAlpha);
  return { screen: await resize(input, SCREEN_PX, alpha), thumb: await resize(input, THUMB_PX, alpha) };
}
