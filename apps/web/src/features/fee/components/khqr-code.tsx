import '../i18n';
import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import qrcode from 'qrcode-generator';
import { khqrPayload } from '@school/contract/fee/khqr';
import { useMe } from '../../auth/use-session';
import { currentPaymentSettingQuery, paymentMethodApi } from '../api/fee-setup-api';
import type { TInvoiceItem } from '../api/fee-collection-api';
import { useMoney } from './fee-money';

/** A QR symbol of `text` as SVG squares (error correction M, four modules of quiet zone). */
export function QrSvg({ text, size = 200, label }: { text: string; size?: number; label: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4;
  const cells: string[] = [];
  for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) if (qr.isDark(row, col)) cells.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${n + 2 * quiet} ${n + 2 * quiet}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="khqr-svg"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}

/**
 * The invoice's KHQR (issue 14): the school's Bakong account (current payment setting), the balance in the
 * invoice's currency and the invoice number as bill number. Shown only when the school keeps a Bakong account
 * and an active KHQR payment method; the office still records and confirms the payment.
 */
export function KhqrCard({ invoice }: { invoice: TInvoiceItem }) {
  const { t } = useTranslation('fee');
  const money = useMoney();
  const me = useMe();
  const setting = useQuery(currentPaymentSettingQuery()).data;
  const methods = useQuery(paymentMethodApi.listQuery()).data?.items ?? [];
  const account = setting?.bakongAccountId?.trim();
  if (!account || !methods.some((m) => m.isKhqr && m.status === 0) || invoice.balance <= 0) return null;
  const payload = khqrPayload({
    accountId: account,
    merchantName: me.data?.schoolNameEn?.trim() || 'School',
    currency: invoice.currencyType,
    amount: invoice.balance,
    billNumber: invoice.code,
  });
  return (
    <Card size="small" title={t('khqr.title')} style={{ marginBottom: 16, maxWidth: 280 }} data-testid="khqr-card" data-payload={payload}>
      <QrSvg text={payload} label={t('khqr.title')} />
      <Typography.Paragraph style={{ margin: '8px 0 0' }}>
        <strong>{money(invoice.balance, invoice.currencyType)}</strong> · {invoice.code}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('khqr.hint', { account })}</Typography.Text>
    </Card>
  );
}
