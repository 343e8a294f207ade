import { useParams } from 'react-router';
import { SchoolFee } from '../../../features/fee/components/school-fee';

/** /school-fee and /school-fee/{studentId}: a family's invoices, balance and receipts (issue 14). */
export function SchoolFeePage() {
  const { slug } = useParams();
  return <SchoolFee studentId={slug} />;
}
