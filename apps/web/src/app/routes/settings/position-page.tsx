import { PositionManager } from '../../../features/position/components/position-manager';

/** /settings/position: the staff positions. */
export function PositionPage() {
  return <PositionManager />;
}
