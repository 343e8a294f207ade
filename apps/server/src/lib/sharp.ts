import sharp from 'sharp';

/**
 * sharp as the server uses it. libvips keeps the results of its last operations (up to 50 MB of native memory)
 * in case the same operation on the same image runs again; the server never repeats one (a photo is resized once
 * when uploaded, a logo is read from new bytes for each report), so the cache would only hold memory (issue 17).
 */
sharp.cache(false);

export { sharp };
