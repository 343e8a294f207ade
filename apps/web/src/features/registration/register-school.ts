import { useOutletContext } from 'react-router';

/** What the register layout hands its pages: the school (by code) the visitor registers with. */
export type TRegisterSchool = { schoolCode: string; schoolName: string; withSchool: (path: string) => string };

export const useRegisterSchool = () => useOutletContext<TRegisterSchool>();

/** The school of the public pages: `?schoolCode=` (or `?school=`) in the link, else the one last used to sign in. */
export function schoolCodeFrom(params: URLSearchParams, stored: string | null): string {
  return (params.get('schoolCode') ?? params.get('school') ?? stored ?? '').trim().toUpperCase();
}
