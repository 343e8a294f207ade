import { MobileAccountManager } from '../../../../features/mobile-account/components/mobile-account-manager';

/** /administration/mobile-account: the school's accounts of students, guardians and employees. */
export function MobileAccountPage() {
  return <MobileAccountManager />;
}
