import { BuildingAdd, BuildingEdit, BuildingList, BuildingView } from '../../../features/building/components/building-screens';

/** /settings/building: the school's buildings. */
export function BuildingListPage() {
  return <BuildingList />;
}

/** /settings/building/add */
export function BuildingAddPage() {
  return <BuildingAdd />;
}

/** /settings/building/edit/:id */
export function BuildingEditPage() {
  return <BuildingEdit />;
}

/** /settings/building/view/:id: a building and its rooms. */
export function BuildingViewPage() {
  return <BuildingView />;
}
