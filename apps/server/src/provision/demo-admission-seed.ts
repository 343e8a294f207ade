import { and, asc, eq } from 'drizzle-orm';
import { LEVEL_CLASSIFY_GROUP, QUESTION_ANSWER_TYPE, REGISTRATION_STATUS } from '@school/contract';
import type { TQueryable } from '../db/engine';
import {
  academicClass,
  academicLevelClassified,
  academicYear,
  building,
  campus,
  courseLevel,
  preApplicant,
  preApplicantAnswer,
  registrationConfiguration,
  registrationCourseLevel,
  registrationPrioritySubject,
  registrationQuestion,
  room,
  subject,
} from '../db/schema/index';
import { newReferenceCode } from '../modules/registration/registration-public.service';
import { khmerDigits } from '../lib/khmer';

/**
 * Demo online registration for the DEMO school (README 'Demo sign-ins'): the school offers online
 * registration, a configuration is open from a week ago to two months ahead (so `/register` works in the
 * demo whenever it is started), entry grades with classes, two exam rooms, and a few registrations with
 * real Khmer names in both statuses. Grades, classes and rooms are made only when the school has none,
 * so other demo data is left alone.
 */
const day = (today: string, offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const GRADES = [
  ['G7', 'ថ្នាក់ទី៧', 'Grade 7'],
  ['G8', 'ថ្នាក់ទី៨', 'Grade 8'],
  ['G9', 'ថ្នាក់ទី៩', 'Grade 9'],
] as const;

/**
 * [last, first, last (Latin), first (Latin), gender, birth date, index of the offered grade, status]; the
 * birth dates are those of applicants to a year starting in 2025 and move with the demo's current year.
 */
const PEOPLE: ReadonlyArray<[string, string, string, string, number, string, number, number]> = [
  ['សុខ', 'ពិសី', 'Sok', 'Pisey', 1, '2013-02-14', 1, REGISTRATION_STATUS.CONFIRMED],
  ['ចាន់', 'វិសាល', 'Chan', 'Visal', 0, '2013-07-03', 1, REGISTRATION_STATUS.CONFIRMED],
  ['ហេង', 'ស្រីពេជ្រ', 'Heng', 'Sreypich', 1, '2019-11-21', 0, REGISTRATION_STATUS.CONFIRMED],
  ['គឹម', 'សុវណ្ណារិទ្ធ', 'Kim', 'Sovannarith', 0, '2013-05-30', 1, REGISTRATION_STATUS.PENDING],
  ['ម៉ៅ', 'ចាន់ធីតា', 'Mao', 'Chanthida', 1, '2010-09-09', 2, REGISTRATION_STATUS.PENDING],
  ['ទេព', 'បុប្ផា', 'Tep', 'Bopha', 1, '2013-01-18', 1, REGISTRATION_STATUS.PENDING],
];

export async function seedDemoAdmission(tx: TQueryable, campusId: string, today: string): Promise<void> {
  await tx.update(campus).set({ isOnlineRegistrationAvailable: true }).where(eq(campus.id, campusId));
  const [year] = await tx
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.isCurrent, true)));
  if (!year) return;

  let grades = await tx.select().from(courseLevel).where(eq(courseLevel.campusId, campusId));
  if (grades.length === 0) {
    const [level] = await tx
      .insert(academicLevelClassified)
      .values({
        campusId,
        code: 'LOWER-SEC',
        description: 'មធ្យមសិក្សាបឋមភូមិ',
        descriptionEn: 'Lower secondary',
        levelClassifyGroup: LEVEL_CLASSIFY_GROUP.LOWER_SECONDARY,
        sortIndex: 1,
      })
      .returning();
    grades = await tx
      .insert(courseLevel)
      .values(
        GRADES.map(([code, description, descriptionEn], i) => ({ campusId, code, description, descriptionEn, levelClassifiedId: level!.id, sortIndex: 7 + i })),
      )
      .returning();
  }
  grades.sort((x, y) => x.sortIndex - y.sortIndex);
  // The grades a Cambodian school admits new pupils to: 1 (primary), 7 (lower secondary), 10 (upper
  // secondary) when the school has them (the demo uses the public-school template), else its first three.
  const entry = grades.filter((g) => [1, 7, 10].includes(g.sortIndex));
  const offered = entry.length > 0 ? entry : grades.slice(0, 3);
  const subjects = await tx.select({ id: subject.id }).from(subject).where(eq(subject.campusId, campusId)).orderBy(asc(subject.sortIndex)).limit(3);

  const classes = await tx
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.academicYearId, year.id)));
  if (classes.length === 0) {
    for (const grade of offered) {
      for (const [letterKm, letterEn] of [
        ['ក', 'A'],
        ['ខ', 'B'],
      ]) {
        const n = grade.sortIndex;
        await tx.insert(academicClass).values({
          campusId,
          academicYearId: year.id,
          courseLevelId: grade.id,
          code: `${n}${letterEn}`,
          description: `ថ្នាក់ទី${khmerDigits(n)}${letterKm}`,
          descriptionEn: `Class ${n}${letterEn}`,
        });
      }
    }
  }

  const rooms = await tx.select({ id: room.id }).from(room).where(eq(room.campusId, campusId));
  if (rooms.length === 0) {
    const [b] = await tx.insert(building).values({ campusId, code: 'A', description: 'អគារ ក', descriptionEn: 'Building A', floors: 2 }).returning();
    await tx.insert(room).values([
      { campusId, code: 'A101', description: 'បន្ទប់ ក១០១', descriptionEn: 'Room A101', buildingId: b!.id, floor: 1, capacity: 2 },
      { campusId, code: 'A102', description: 'បន្ទប់ ក១០២', descriptionEn: 'Room A102', buildingId: b!.id, floor: 1, capacity: 30 },
    ]);
  }

  const [config] = await tx
    .insert(registrationConfiguration)
    .values({
      campusId,
      academicYearId: year.id,
      description: `ការចុះឈ្មោះចូលរៀន ${year.description}`,
      descriptionEn: `Admissions ${year.descriptionEn}`,
      openDate: day(today, -7),
      closeDate: day(today, 60),
      examDate: day(today, 67),
      note: 'សូមភ្ជាប់រូបថត និងយកសំបុត្រកំណើតមកថ្ងៃប្រឡង',
      noteEn: 'Attach a photo, and bring the birth certificate on the exam day',
    })
    .returning();
  await tx.insert(registrationCourseLevel).values(offered.map((g) => ({ campusId, registrationConfigurationId: config!.id, courseLevelId: g.id })));
  if (subjects.length > 0)
    await tx
      .insert(registrationPrioritySubject)
      .values(subjects.map((x, i) => ({ campusId, registrationConfigurationId: config!.id, subjectId: x.id, sortIndex: i + 1 })));
  const questions = await tx
    .insert(registrationQuestion)
    .values([
      {
        campusId,
        registrationConfigurationId: config!.id,
        question: 'តើឪពុក ឬម្តាយរបស់ប្អូនប្រកបមុខរបរអ្វី?',
        questionEn: "What is your parent's occupation?",
        answerType: QUESTION_ANSWER_TYPE.OCCUPATION,
        isRequired: true,
        sortIndex: 1,
      },
      {
        campusId,
        registrationConfigurationId: config!.id,
        question: 'តើប្អូនដឹងពីសាលារបស់យើងតាមរយៈអ្វី?',
        questionEn: 'How did you hear about our school?',
        answerType: QUESTION_ANSWER_TYPE.FREE_TEXT,
        isRequired: false,
        sortIndex: 2,
      },
    ])
    .returning();

  for (const [i, [last, first, lastEn, firstEn, gender, birth, grade, status]] of PEOPLE.entries()) {
    const [row] = await tx
      .insert(preApplicant)
      .values({
        campusId,
        registrationConfigurationId: config!.id,
        academicYearId: year.id,
        referenceCode: newReferenceCode(),
        firstName: first,
        lastName: last,
        firstNameEn: firstEn,
        lastNameEn: lastEn,
        gender,
        dateOfBirth: `${Number(birth.slice(0, 4)) + (year.fromYear - 2025)}${birth.slice(4)}`,
        guardianPhone: `012 ${String(340 + i).padStart(3, '0')} ${String(100 + i * 7).padStart(3, '0')}`,
        previousSchoolName: 'សាលាបឋមសិក្សាវត្តបូព៌',
        previousSchoolType: 1,
        appliedCourseLevelId: offered[Math.min(grade, offered.length - 1)]!.id,
        provinceId: 17,
        registrationStatus: status,
      })
      .returning();
    await tx.insert(preApplicantAnswer).values([
      { campusId, preApplicantId: row!.id, questionId: questions[0]!.id, occupationId: (i % 6) + 1 },
      { campusId, preApplicantId: row!.id, questionId: questions[1]!.id, freeText: 'តាមរយៈបងប្អូនដែលធ្លាប់រៀននៅទីនេះ' },
    ]);
  }
}
