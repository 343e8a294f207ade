import { LevelClassifiedManager } from '../../../../features/level-classified/components/level-classified-manager';

/** /settings/academic-level-classified: the levels, their study days and grades. */
export function LevelClassifiedPage() {
  return <LevelClassifiedManager />;
}
