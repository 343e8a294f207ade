import { Tag } from 'antd';
import { PAYMENT_STATUS, PROFORMA_INVOICE_STATUS } from '@school/contract/enum/enum.values';
import { useEnumLabel } from '../../../components/enum-options';

/** portal §3 'Payment status': none plain, 1 and 2 orange, 3 green, others red; invoices alike. */
const colour = (status: number, paid: number, none: number) => (status === none ? undefined : status === paid ? 'green' : status < paid ? 'orange' : 'red');

/** A payment status's colour (portal §3): 0 none, 1 and 2 orange, 3 green, others red. */
export const paymentStatusColour = (status: number) => colour(status, PAYMENT_STATUS.PAID, PAYMENT_STATUS.NONE);

export function InvoiceStatusTag({ status, overdue }: { status: number; overdue?: boolean }) {
  const name = useEnumLabel('proformaInvoiceStatus');
  return (
    <Tag color={overdue ? 'red' : colour(status, PROFORMA_INVOICE_STATUS.PAID, PROFORMA_INVOICE_STATUS.DRAFT)} data-testid="invoice-status">
      {name(status)}
    </Tag>
  );
}

export function PaymentStatusTag({ status }: { status: number }) {
  const name = useEnumLabel('paymentStatus');
  return (
    <Tag color={paymentStatusColour(status)} data-testid="payment-status">
      {name(status)}
    </Tag>
  );
}
