/**
 * sharp as the server uses it, loaded at its first use: libvips (about 10 MB resident with its library) is needed
 * only for a feed photo or a report with a school logo, so a server that makes neither does not carry it
 * (issue 17's memory goal). libvips keeps the results of its last operations (up to 50 MB of native memory) in
 * case the same operation on the same image runs again; the server never repeats one (a photo is resized once when
 * uploaded, a logo is read from new bytes for each report), so its cache is off.
 */
import type sharpModule from 'sharp';

type TSharp = typeof sharpModule;

let loading: Promise<TSharp> | undefined;

export function loadSharp(): Promise<TSharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
