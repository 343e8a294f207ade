/** Enumerations the whole product shares (portal §3 'Enumerations'). */
export const ACTOR_TYPE = { STUDENT: 0, EMPLOYEE: 1, GUARDIAN: 2, APPLICANT: 3, VISITOR: 4, ALUMNUS: 5 } as const;

export const MOBILE_ACTOR_TYPE = {
  STUDENT: 0,
  GUARDIAN: 1,
  TEACHER: 2,
  BUSS_DRIVER: 3,
  SCHOOL_ADMIN: 4,
  SCHOOL_OFFICE: 5,
  FRONT_OFFICE: 6,
} as const;
export type TMobileActorType = (typeof MOBILE_ACTOR_TYPE)[keyof typeof MOBILE_ACTOR_TYPE];

export const GENDER = { MALE: 0, FEMALE: 1 } as const;
