/** The pages of one child (portal 'Guardian view of a child'), in the order the card and the tabs show them. */
export const CHILD_PAGES = ['score', 'attendance', 'routine', 'detail', 'misconduct', 'healthCheck', 'changePassword'] as const;
export type TChildPage = (typeof CHILD_PAGES)[number];

export const childPagePath = (page: TChildPage, id: string) => `/children/${page}?id=${encodeURIComponent(id)}`;
