/** The feed's constants, without zod (the web reads them). */
export const FEED_PRIVACY = { SCHOOL: 0, CLASS: 1 } as const;
export const FEED_MAX_PHOTOS = 6;
export const FEED_PAGE_SIZE = 10;

/** The tags a post may carry (the spec's TagEntity: Id, Name, NameEn; a fixed catalogue, no call changes it). */
export const FEED_TAGS = [
  { Id: 1, Name: 'ព្រឹត្តិការណ៍', NameEn: 'Event' },
  { Id: 2, Name: 'ការសិក្សា', NameEn: 'Learning' },
  { Id: 3, Name: 'កីឡា', NameEn: 'Sports' },
  { Id: 4, Name: 'សិល្បៈ', NameEn: 'Arts' },
  { Id: 5, Name: 'សមិទ្ធផល', NameEn: 'Achievement' },
  { Id: 6, Name: 'ដំណឹង', NameEn: 'News' },
] as const;
export const FEED_TAG_IDS = FEED_TAGS.map((t) => t.Id) as number[];
