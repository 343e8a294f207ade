import { and, eq } from 'drizzle-orm';
import { academicLevelClassified, courseLevel } from './schema/index';

/** `academic_level_classified` joined to `course_level`: the level (primary, lower secondary …) a grade belongs to. */
export const levelOfCourseLevel = and(
  eq(academicLevelClassified.campusId, courseLevel.campusId),
  eq(academicLevelClassified.id, courseLevel.levelClassifiedId),
);
