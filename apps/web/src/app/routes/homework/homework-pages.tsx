import { useSearchParams } from 'react-router';
import { HomeworkList } from '../../../features/homework/components/homework-list';
import { HomeworkDetail } from '../../../features/homework/components/homework-detail';

/** /homeworks: the homework list (portal §2; issue 15). */
export function HomeworkPage() {
  return <HomeworkList />;
}

/** /homeworks/detail?id&actorId: one homework (actorId: a guardian's child). */
export function HomeworkDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <HomeworkDetail key={id} id={id} actorId={params.get('actorId') || undefined} />;
}
