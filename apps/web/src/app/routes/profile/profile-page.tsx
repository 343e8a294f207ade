import { ProfileView } from '../../../features/user/components/profile-view';

/** /profile: the signed-in user's own record. */
export function ProfilePage() {
  return <ProfileView />;
}
