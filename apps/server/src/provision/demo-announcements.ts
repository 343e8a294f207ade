import { and, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_TARGET_TYPE } from '@school/contract';
import type { TTx } from '../db/engine';
import { appUser, studentAcademicClass } from '../db/schema/index';
import { insertAnnouncement, insertReaders, replaceTargets, resolveReaders } from '../modules/announcement/announcement.repository';
import { announcementLink } from '../modules/announcement/announcement.service';
import { notify } from '../modules/notification/notification.service';

/**
 * Announcements in the demo schools (issue 16 'Demo data'): a holiday notice to the whole school, a parents'
 * meeting for the demo student's class (her guardian, her classmates and their teachers are notified), and a
 * teachers' training still in draft (the office sees it in its list, nobody else).
 */
export async function seedDemoAnnouncements(tx: TTx, campusId: string, academicYearId: string, today: string) {
  const at = (daysAgo: number, hour: number) => new Date(Date.parse(`${today}T${String(hour).padStart(2, '0')}:00:00+07:00`) - daysAgo * 86_400_000);
  const [student] = await tx
    .select({ actorId: appUser.actorId })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.username, 'student')));
  const [placement] = student?.actorId
    ? await tx
        .select({ classId: studentAcademicClass.academicClassId })
        .from(studentAcademicClass)
        .where(
          and(
            eq(studentAcademicClass.campusId, campusId),
            eq(studentAcademicClass.studentId, student.actorId),
            eq(studentAcademicClass.academicYearId, academicYearId),
          ),
        )
        .limit(1)
    : [];
  const items = [
    {
      title: 'ឈប់សម្រាកបុណ្យចូលឆ្នាំថ្មីប្រពៃណីជាតិ',
      titleEn: 'Khmer New Year holiday',
      description: 'សាលាឈប់សម្រាកចាប់ពីថ្ងៃទី១៣ ដល់ថ្ងៃទី១៦ ខែមេសា។ ការសិក្សាចាប់ផ្តើមឡើងវិញនៅថ្ងៃទី១៧ ខែមេសា។ សូមជូនពរឆ្នាំថ្មី!',
      descriptionEn: 'The school is closed from 13 to 16 April. Classes start again on 17 April. Happy New Year!',
      targetType: ANNOUNCEMENT_TARGET_TYPE.ALL,
      targets: [] as string[],
      publishedAt: at(3, 8),
    },
    {
      title: 'ប្រជុំមាតាបិតាសិស្ស',
      titleEn: 'Parents’ meeting',
      description: 'សូមអញ្ជើញមាតាបិតា ឬអាណាព្យាបាលសិស្ស ចូលរួមប្រជុំជាមួយគ្រូប្រចាំថ្នាក់ នៅថ្ងៃសៅរ៍ ម៉ោង ៨ ព្រឹក នៅបន្ទប់រៀនរបស់ថ្នាក់។',
      descriptionEn: 'Parents and guardians are invited to meet the class teacher on Saturday at 8 a.m. in the classroom.',
      targetType: ANNOUNCEMENT_TARGET_TYPE.CLASS,
      targets: placement ? [placement.classId] : [],
      publishedAt: at(1, 15),
    },
    {
      title: 'វគ្គបណ្តុះបណ្តាលគ្រូ',
      titleEn: 'Teachers’ training',
      description: 'វគ្គបណ្តុះបណ្តាលស្តីពីការប្រើប្រាស់ប្រព័ន្ធគ្រប់គ្រងសាលា (សេចក្តីព្រាង)។',
      descriptionEn: 'A training on the school portal (draft).',
      targetType: ANNOUNCEMENT_TARGET_TYPE.TEACHER,
      targets: [],
      publishedAt: null,
    },
  ];
  for (const item of items) {
    if (item.targetType === ANNOUNCEMENT_TARGET_TYPE.CLASS && item.targets.length === 0) continue;
    const row = await insertAnnouncement(tx, {
      campusId,
      values: {
        title: item.title,
        titleEn: item.titleEn,
        description: item.description,
        descriptionEn: item.descriptionEn,
        targetType: item.targetType,
        isPublish: item.publishedAt !== null,
        publishedAt: item.publishedAt,
        createdBy: 'office',
      },
    });
    await replaceTargets(tx, { campusId, announcementId: row.id, targetType: item.targetType, ids: item.targets });
    if (!row.isPublish) continue;
    const readers = await resolveReaders(tx, { campusId, targetType: item.targetType, targetIds: item.targets });
    await insertReaders(tx, { campusId, announcementId: row.id, userIds: readers });
    await notify(tx, {
      campusId,
      userIds: readers,
      topic: 'ANNOUNCEMENT',
      title: item.title,
      titleEn: item.titleEn,
      description: item.description,
      descriptionEn: item.descriptionEn,
      link: announcementLink(row.id),
    });
  }
}
