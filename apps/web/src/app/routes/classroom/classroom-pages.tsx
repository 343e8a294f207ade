import { useSearchParams } from 'react-router';
import { ClassroomList } from '../../../features/classroom/components/classroom-list';
import { ClassroomDetail } from '../../../features/classroom/components/classroom-detail';
import { HomeworkPages } from '../../../features/homework/components/homework-list';

/** /classroom: the signed-in user's classes × subjects (portal §2; issue 15). */
export function ClassroomPage() {
  return <ClassroomList />;
}

/** /classroom/detail?academicClassId&courseLevelSubjectId: one classroom, with the homework feature's list of its homework. */
export function ClassroomDetailPage() {
  const [params] = useSearchParams();
  const academicClassId = params.get('academicClassId') ?? '';
  const courseLevelSubjectId = params.get('courseLevelSubjectId') ?? '';
  return (
    <ClassroomDetail
      key={`${academicClassId}:${courseLevelSubjectId}`}
      academicClassId={academicClassId}
      courseLevelSubjectId={courseLevelSubjectId}
      homework={(room) => <HomeworkPages filters={{ archived: false, classId: room.academicClassId, subjectId: room.subjectId }} onTotal={() => undefined} />}
    />
  );
}
