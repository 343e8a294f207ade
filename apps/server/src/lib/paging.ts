/** Offset of a page (pages count from 1, portal §9). */
export const pageOffset = ({ pageIndex, pageSize }: { pageIndex: number; pageSize: number }) => (pageIndex - 1) * pageSize;

/** An ILIKE pattern that finds `text` anywhere, with the pattern characters of `text` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
