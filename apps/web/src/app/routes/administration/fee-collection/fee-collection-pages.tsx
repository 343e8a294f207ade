import { useParams } from 'react-router';
import { FeeCollection } from '../../../../features/fee/components/fee-collection';
import { InvoiceDetail } from '../../../../features/fee/components/invoice-detail';

/** /administration/fee-collection: invoices and payments of the school (issue 14). */
export function FeeCollectionPage() {
  return <FeeCollection />;
}

/** /administration/fee-collection/{id}: one invoice, its payments, receipts and steps. */
export function FeeInvoicePage() {
  const { slug = '' } = useParams();
  return <InvoiceDetail id={slug} />;
}
