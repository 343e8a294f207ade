import { and, eq, inArray } from 'drizzle-orm';
import { ACTOR_TYPE, GENDER, RELATIONSHIP_TYPE } from '@school/contract';
import type { TQueryable } from '../db/engine';
import { academicClass, appUser } from '../db/schema/index';
import { createStudents, type TNewStudent } from '../modules/student/student.create';

/**
 * Demo students of the current demo year (issue 5): real Khmer names with their usual Latin spellings, placed in the
 * demo classes with a guardian each, and the demo `student` and `guardian` accounts linked to one of them
 * and her father. One batch through `createStudents`, so the seed stays fast.
 */
type TName = { km: string; en: string; gender: number };

const FAMILY: Array<[string, string]> = [
  ['សុខ', 'Sok'],
  ['ចាន់', 'Chan'],
  ['កែវ', 'Keo'],
  ['លី', 'Ly'],
  ['ហេង', 'Heng'],
  ['ម៉ៅ', 'Mao'],
  ['ស៊ុន', 'Sun'],
  ['ពេជ្រ', 'Pech'],
  ['ឈិន', 'Chhin'],
  ['នួន', 'Nuon'],
  ['សំ', 'Sam'],
  ['យឹម', 'Yim'],
  ['ទេព', 'Tep'],
  ['ឡុង', 'Long'],
  ['អ៊ុំ', 'Um'],
  ['ជា', 'Chea'],
];
const GIVEN: TName[] = [
  { km: 'ស្រីនិច', en: 'Sreynich', gender: GENDER.FEMALE },
  { km: 'ដារា', en: 'Dara', gender: GENDER.MALE },
  { km: 'បុប្ផា', en: 'Bopha', gender: GENDER.FEMALE },
  { km: 'វិចិត្រ', en: 'Vichet', gender: GENDER.MALE },
  { km: 'សុភា', en: 'Sophea', gender: GENDER.FEMALE },
  { km: 'រតនា', en: 'Rathana', gender: GENDER.FEMALE },
  { km: 'ពិសិដ្ឋ', en: 'Piseth', gender: GENDER.MALE },
  { km: 'ចន្ទា', en: 'Chanda', gender: GENDER.FEMALE },
  { km: 'សុវណ្ណ', en: 'Sovann', gender: GENDER.MALE },
  { km: 'ម៉ាលី', en: 'Maly', gender: GENDER.FEMALE },
  { km: 'វុទ្ធី', en: 'Vuthy', gender: GENDER.MALE },
  { km: 'ស្រីល័ក្ខ', en: 'Sreyleak', gender: GENDER.FEMALE },
  { km: 'សំណាង', en: 'Samnang', gender: GENDER.MALE },
  { km: 'គន្ធា', en: 'Kunthea', gender: GENDER.FEMALE },
  { km: 'រិទ្ធី', en: 'Rithy', gender: GENDER.MALE },
  { km: 'ស្រីពៅ', en: 'Sreypov', gender: GENDER.FEMALE },
];
const FATHERS: TName[] = [
  { km: 'វណ្ណា', en: 'Vanna', gender: GENDER.MALE },
  { km: 'សុផល', en: 'Sophal', gender: GENDER.MALE },
  { km: 'បូរ៉ា', en: 'Bora', gender: GENDER.MALE },
  { km: 'សារ៉ុម', en: 'Sarom', gender: GENDER.MALE },
];
const MOTHERS: TName[] = [
  { km: 'សុខា', en: 'Sokha', gender: GENDER.FEMALE },
  { km: 'ធីតា', en: 'Thida', gender: GENDER.FEMALE },
  { km: 'ចរិយា', en: 'Chariya', gender: GENDER.FEMALE },
  { km: 'សុគន្ធ', en: 'Sokun', gender: GENDER.FEMALE },
];
const PLACES = ['រាជធានីភ្នំពេញ', 'ខេត្តកណ្ដាល', 'ខេត្តសៀមរាប', 'ខេត្តបាត់ដំបង', 'ខេត្តតាកែវ', 'ខេត្តកំពង់ចាម'];
/** Classes of the current year that get students, with the age in years of grade-age children at its start. */
const CLASSES: Array<[string, number]> = [
  ['1A', 7],
  ['4A', 10],
  ['7A', 13],
  ['7B', 13],
  ['9A', 15],
  ['12A', 18],
];
const PER_CLASS = 8;

/** The demo student account's own record: she is the first student of 7A, her father the guardian account. */
const ACCOUNT_STUDENT = { family: 3, given: { km: 'ស្រីនាង', en: 'Sreyneang', gender: GENDER.FEMALE }, father: FATHERS[0]! };

export async function seedDemoStudents(
  tx: TQueryable,
  p: { campusId: string; academicYearId: string; fromYear: number; account: { student: [string, string]; guardian: [string, string] } },
) {
  const classes = await tx
    .select({ id: academicClass.id, code: academicClass.code })
    .from(academicClass)
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        eq(academicClass.academicYearId, p.academicYearId),
        inArray(
          academicClass.code,
          CLASSES.map(([c]) => c),
        ),
      ),
    );
  const classId = new Map(classes.map((c) => [c.code, c.id]));
  const students: TNewStudent[] = [];
  let n = 0;
  for (const [code, age] of CLASSES) {
    const born = p.fromYear - age;
    const id = classId.get(code);
    if (!id) continue;
    for (let i = 0; i < PER_CLASS; i++, n++) {
      const isAccount = code === '7A' && i === 0;
      const [familyKm, familyEn] = FAMILY[isAccount ? ACCOUNT_STUDENT.family : (n * 5) % FAMILY.length]!;
      const given = isAccount ? ACCOUNT_STUDENT.given : GIVEN[(n * 7 + i) % GIVEN.length]!;
      const parent = isAccount ? ACCOUNT_STUDENT.father : n % 2 === 0 ? FATHERS[n % FATHERS.length]! : MOTHERS[n % MOTHERS.length]!;
      const phone = `0${12 + (n % 8)}${String(300_000 + n * 137).padStart(6, '0')}`;
      students.push({
        firstName: isAccount ? p.account.student[1] : given.km,
        lastName: isAccount ? p.account.student[0] : familyKm,
        firstNameEn: given.en,
        lastNameEn: familyEn,
        gender: given.gender,
        dateOfBirth: `${born}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + ((n * 3) % 28)).padStart(2, '0')}`,
        placeOfBirth: PLACES[n % PLACES.length]!,
        nationality: 'ខ្មែរ',
        addresses: [{ provinceId: 12, address: `ផ្ទះលេខ ${10 + n} ផ្លូវ ${100 + (n % 50) * 2}`, isPrimary: true }],
        academicYearId: p.academicYearId,
        academicClassId: id,
        guardians: [
          {
            relationshipType: parent.gender === GENDER.MALE ? RELATIONSHIP_TYPE.FATHER : RELATIONSHIP_TYPE.MOTHER,
            isPrimary: true,
            guardian: {
              firstName: isAccount ? p.account.guardian[1] : parent.km,
              lastName: isAccount ? p.account.guardian[0] : familyKm,
              firstNameEn: parent.en,
              lastNameEn: familyEn,
              gender: parent.gender,
              mobilePhone: phone,
              occupation: parent.gender === GENDER.MALE ? 'កសិករ' : 'អាជីវករ',
            },
          },
        ],
      });
    }
  }
  const created = await createStudents(tx, p.campusId, students);
  const accountIndex = CLASSES.filter(([c]) => classId.has(c)).findIndex(([c]) => c === '7A') * PER_CLASS;
  const account = accountIndex >= 0 ? created[accountIndex] : undefined;
  if (account) {
    await tx
      .update(appUser)
      .set({ actorType: ACTOR_TYPE.STUDENT, actorId: account.studentId })
      .where(and(eq(appUser.campusId, p.campusId), eq(appUser.username, 'student')));
    await tx
      .update(appUser)
      .set({ actorType: ACTOR_TYPE.GUARDIAN, actorId: account.guardianIds[0]! })
      .where(and(eq(appUser.campusId, p.campusId), eq(appUser.username, 'guardian')));
  }
  return created.length;
}

/**
 * Last year's students of one class (issue 13: a complete past year, so the promotion screen has year results to
 * propose from): eight students placed in `classCode` of the year before the current one and in no class of the
 * current year yet, as a school's students are before the office promotes them. No guardians: they only carry
 * that year's results. Answers them in Khmer name order of creation.
 */
export async function seedDemoPastStudents(tx: TQueryable, p: { campusId: string; academicYearId: string; fromYear: number; classCode: string; age: number }) {
  const [cls] = await tx
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.academicYearId, p.academicYearId), eq(academicClass.code, p.classCode)));
  if (!cls) return undefined;
  const students: TNewStudent[] = Array.from({ length: PER_CLASS }, (_, i) => {
    const [familyKm, familyEn] = FAMILY[(i * 3 + 1) % FAMILY.length]!;
    const given = GIVEN[(i * 5 + 3) % GIVEN.length]!;
    return {
      firstName: given.km,
      lastName: familyKm,
      firstNameEn: given.en,
      lastNameEn: familyEn,
      gender: given.gender,
      dateOfBirth: `${p.fromYear - p.age}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(2 + ((i * 7) % 26)).padStart(2, '0')}`,
      placeOfBirth: PLACES[i % PLACES.length]!,
      nationality: 'ខ្មែរ',
      academicYearId: p.academicYearId,
      academicClassId: cls.id,
    };
  });
  const created = await createStudents(tx, p.campusId, students);
  return { academicClassId: cls.id, studentIds: created.map((c) => c.studentId) };
}
