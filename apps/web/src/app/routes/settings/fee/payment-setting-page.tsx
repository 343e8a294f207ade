import { FeeSetup } from '../../../../features/fee/components/fee-setup';

/** /settings/payment: fee types, terms, items, payment methods and the school's payment settings (issue 14). */
export function PaymentSettingPage() {
  return <FeeSetup />;
}
