import { RoomAdd, RoomEdit, RoomList, RoomView } from '../../../features/room/components/room-screens';

/** /settings/room: the school's rooms. */
export function RoomListPage() {
  return <RoomList />;
}

/** /settings/room/add */
export function RoomAddPage() {
  return <RoomAdd />;
}

/** /settings/room/edit/:slug */
export function RoomEditPage() {
  return <RoomEdit />;
}

/** /settings/room/view/:slug */
export function RoomViewPage() {
  return <RoomView />;
}
