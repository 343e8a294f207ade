import { FeedBoard } from '../../../features/feed/components/feed-board';

/** /feeds: the school and class feed (portal §2; issue 16). */
export function FeedPage() {
  return <FeedBoard />;
}
