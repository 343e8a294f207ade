import { and, eq, inArray } from 'drizzle-orm';
import type { TTx } from '../db/engine';
import { appUser, employeeAcademicClass, feedComment, feedLike, feedPost, studentAcademicClass } from '../db/schema/index';

/**
 * The feed in the demo schools (issue 16 'Demo data'): a school post of the office, a class post in the demo
 * student's class that the demo student likes and her guardian comments on, and an older sports day.
 * Text only (the demo's first start has no file storage at hand); times follow `today`.
 */
export async function seedDemoFeed(tx: TTx, campusId: string, academicYearId: string, today: string) {
  const at = (daysAgo: number, hour: number) => new Date(Date.parse(`${today}T${String(hour).padStart(2, '0')}:00:00+07:00`) - daysAgo * 86_400_000);
  const accounts = await tx
    .select({ id: appUser.id, username: appUser.username, actorId: appUser.actorId, name: appUser.lastName, given: appUser.firstName })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), inArray(appUser.username, ['office', 'teacher', 'student', 'guardian'])));
  const account = (u: string) => accounts.find((a) => a.username === u);
  const nameOf = (u: string) => {
    const a = account(u);
    return a ? `${a.name ?? ''} ${a.given ?? ''}`.trim() || u : u;
  };
  const teacher = account('teacher');
  const student = account('student');
  // The class post goes to the demo student's class, so the demo family sees it; by the demo teacher when she
  // teaches there, else by the office (a teacher posts only to her own classes).
  const [placement] = student?.actorId
    ? await tx
        .select({ id: studentAcademicClass.academicClassId })
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
  const [teaches] =
    placement && teacher?.actorId
      ? await tx
          .select({ id: employeeAcademicClass.id })
          .from(employeeAcademicClass)
          .where(
            and(
              eq(employeeAcademicClass.campusId, campusId),
              eq(employeeAcademicClass.employeeId, teacher.actorId),
              eq(employeeAcademicClass.academicClassId, placement.id),
            ),
          )
          .limit(1)
      : [];
  const classAuthor = teaches ? 'teacher' : 'office';
  const posts: Array<typeof feedPost.$inferInsert & { likedBy?: string[]; comments?: Array<[string, string]> }> = [
    {
      campusId,
      text: 'សិស្សានុសិស្សរបស់យើងបានចូលរួមទិវាកីឡាប្រចាំឆ្នាំយ៉ាងសប្បាយរីករាយ។ អបអរសាទរដល់ក្រុមដែលឈ្នះ!',
      privacy: 0,
      tagIds: [3, 1],
      authorUserId: account('office')?.id,
      authorName: nameOf('office'),
      createdAt: at(6, 16),
      likedBy: ['teacher', 'student'],
    },
    {
      campusId,
      text: 'សូមស្វាគមន៍ការចូលរួមពិធីបុណ្យចូលឆ្នាំថ្មីនៅសាលា ថ្ងៃសុក្រនេះ ម៉ោង ៨ ព្រឹក។',
      privacy: 0,
      tagIds: [1, 6],
      authorUserId: account('office')?.id,
      authorName: nameOf('office'),
      createdAt: at(2, 9),
    },
  ];
  if (placement) {
    posts.push({
      campusId,
      text: 'ថ្ងៃនេះថ្នាក់យើងបានធ្វើពិសោធន៍វិទ្យាសាស្ត្រអំពីរុក្ខជាតិ។ សិស្សទាំងអស់បានសង្កេតយ៉ាងយកចិត្តទុកដាក់។',
      privacy: 1,
      academicClassId: placement.id,
      tagIds: [2],
      authorUserId: account(classAuthor)?.id,
      authorName: nameOf(classAuthor),
      createdAt: at(1, 14),
      likedBy: ['student', 'guardian'],
      comments: [['guardian', 'អរគុណលោកគ្រូ! កូនខ្ញុំនិយាយអំពីពិសោធន៍នេះពេញមួយល្ងាច។']],
    });
  }
  for (const { likedBy = [], comments = [], ...values } of posts) {
    const [row] = await tx
      .insert(feedPost)
      .values({ ...values, updatedAt: values.createdAt })
      .returning({ id: feedPost.id });
    for (const username of likedBy) {
      const who = account(username);
      if (who) await tx.insert(feedLike).values({ campusId, feedPostId: row!.id, userId: who.id, userName: nameOf(username) });
    }
    for (const [username, text] of comments) {
      const who = account(username);
      if (who) await tx.insert(feedComment).values({ campusId, feedPostId: row!.id, userId: who.id, userName: nameOf(username), commentText: text });
    }
  }
}
