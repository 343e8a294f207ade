import '../i18n';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Input, List, Tag, Typography, type InputRef } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useErrorText } from '../../../components/feedback';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { useScanCard, type TAttendanceScan } from '../api/employee-attendance-api';
import { EmployeeAttendanceTabs } from './employee-attendance-tabs';

/**
 * Scan entry: a card reader or QR scanner types the card's text and Enter into the box (a person can type
 * it too); the server records the school's current time in the employee's next slot of the day. The box
 * keeps the focus so the next card can be read at once; the latest scans are listed under it.
 */
export function EmployeeScanBox() {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const errorText = useErrorText();
  const scan = useScanCard();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [recent, setRecent] = useState<Array<TAttendanceScan & { key: number }>>([]);
  const [error, setError] = useState<string>();

  const submit = async () => {
    const value = code.trim();
    if (!value || scan.isPending) return;
    setError(undefined);
    try {
      const result = await scan.mutateAsync(value);
      setRecent((r) => [{ ...result, key: Date.now() }, ...r].slice(0, 10));
      setCode('');
    } catch (e) {
      setError(errorText(e));
      setCode('');
    } finally {
      input.current?.focus();
    }
  };

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title'), path: '/administration/employee-attendance' }, { label: t('view.scan') }]} />
      <EmployeeAttendanceTabs current="scan" />
      <Card size="small" style={{ maxWidth: 640 }}>
        <Typography.Paragraph>{t('scan.help')}</Typography.Paragraph>
        <Input.Search
          ref={input}
          autoFocus
          size="large"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onSearch={() => void submit()}
          placeholder={t('scan.placeholder')}
          aria-label={t('scan.placeholder')}
          enterButton={
            <Button type="primary" icon={<ScanOutlined />} loading={scan.isPending} data-testid="scan-submit">
              {t('scan.record')}
            </Button>
          }
          data-testid="scan-input"
        />
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="scan-error" />}
        <List
          style={{ marginTop: 12 }}
          header={<b>{t('scan.recent')}</b>}
          locale={{ emptyText: t('scan.none') }}
          dataSource={recent}
          data-testid="scan-recent"
          renderItem={(s) => (
            <List.Item key={s.key}>
              <List.Item.Meta title={bothNames(s.employee, locale)[0]} description={`${s.employee.code} · ${bothNames(s.employee, locale)[1]}`} />
              <Tag color={s.repeated ? 'default' : 'green'}>{t(`slot.${s.slot}`)}</Tag>
              <b style={{ marginInlineStart: 8 }}>{digits(s.time)}</b>
              {s.repeated && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {t('scan.repeated')}
                </Typography.Text>
              )}
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
