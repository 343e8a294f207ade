import '../i18n';
import { Alert, Button, Card, Col, Form, Row, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REPORT_DATE_FORMATS,
  REPORT_FOOTER_PARTS,
  REPORT_HEADER_PARTS,
  REPORT_MAX_MARGIN,
  REPORT_NUMBER_FORMATS,
  type TReportFooter,
  type TReportHeader,
  type TReportSetting,
} from '@school/contract/report/report.schemas';
import { PageHeader } from '../../../components/page-header';
import { NumberInput } from '../../../components/number-input';
import { useSaveOutcome } from '../../../components/use-save';
import { useEnumOptions } from '../../../components/enum-options';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { reportSettingQuery, useSaveReportSetting, type TReportSettings } from '../api/report-api';

type TValues = { setting: TReportSetting; header: TReportHeader; footer: TReportFooter };

const MARGINS = ['MarginTop', 'MarginRight', 'MarginBottom', 'MarginLeft'] as const;
const MARGIN_LABEL = { MarginTop: 'marginTop', MarginRight: 'marginRight', MarginBottom: 'marginBottom', MarginLeft: 'marginLeft' } as const;

/** The form keeps the wire's PascalCase names: the parts go back to the server as they came. */
const pascal = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.charAt(0).toUpperCase() + k.slice(1), v])) as never;

/**
 * /report/setting: the campus's report options (portal §3): the page (export type, orientation, paper, date and
 * number formats, margins, exchange rate) and the header and footer switches. Saved with the Version read.
 */
export function ReportSettingForm() {
  const { t } = useTranslation('report');
  const canEdit = usePermissions().has('MANAGE_REPORT_SETTING');
  const query = useQuery(reportSettingQuery());
  const save = useSaveReportSetting();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<TValues>();
  const exportTypes = useEnumOptions('exportFileType');
  const orientations = useEnumOptions('orientation');
  const digits = useDigits();
  // "A4" is written "A៤" on a Khmer page (issue 10: numbers in the page's digits).
  const papers = useEnumOptions('paperSize').map((o) => ({ ...o, label: digits(o.label) }));
  const data: TReportSettings | undefined = query.data;
  const crumbs = [{ label: t('menu') }, { label: t('setting.title') }];
  if (query.isLoading) return <Card loading />;
  if (!data)
    return (
      <>
        <PageHeader title={t('setting.title')} crumbs={crumbs} />
        <Alert type="error" showIcon title={t('setting.fetchFailed')} />
      </>
    );
  const switches = (group: 'header' | 'footer', parts: readonly string[]) => (
    <Row gutter={[16, 0]}>
      {parts.map((part) => (
        <Col xs={24} sm={12} key={part}>
          {/* The label takes the row and wraps; the switch keeps its place at the right of the column. */}
          <Form.Item
            name={[group, part]}
            label={t(`setting.part.${part}`)}
            valuePropName="checked"
            layout="horizontal"
            colon={false}
            labelAlign="left"
            labelCol={{ flex: 'auto' }}
            wrapperCol={{ flex: 'none' }}
            style={{ marginBottom: 8 }}
          >
            <Switch data-testid={`switch-${part}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
  return (
    <>
      <PageHeader title={t('setting.title')} crumbs={crumbs} />
      {!canEdit && <Alert type="info" showIcon title={t('setting.noPermission')} style={{ marginBottom: 12 }} />}
      {data.isDefault && <Alert type="info" showIcon title={t('setting.defaults')} style={{ marginBottom: 12 }} data-testid="report-setting-defaults" />}
      <Form<TValues>
        key={data.version ?? 'default'}
        form={form}
        layout="vertical"
        labelWrap
        disabled={!canEdit}
        initialValues={{ setting: pascal(data.reportSetting), header: pascal(data.reportHeader), footer: pascal(data.reportFooter) }}
        onFinish={(v) =>
          saveOutcome(
            () => save.mutateAsync({ reportSetting: v.setting, reportHeader: v.header, reportFooter: v.footer, version: data.version } as never),
            undefined,
            form,
          )
        }
        data-testid="report-setting-form"
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <Card size="small" title={t('setting.page')}>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name={['setting', 'ExportType']} label={t('setting.exportType')}>
                    <Select options={exportTypes} data-testid="setting-export-type" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={['setting', 'Orientation']} label={t('setting.orientation')}>
                    <Select options={orientations} data-testid="setting-orientation" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={['setting', 'PaperSize']} label={t('setting.paperSize')}>
                    <Select options={papers} data-testid="setting-paper" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={['setting', 'NumberFormat']} label={t('setting.numberFormat')}>
                    <Select options={REPORT_NUMBER_FORMATS.map((f) => ({ value: f, label: t(`setting.numberFormatOption.${f}`) }))} />
                  </Form.Item>
                </Col>
                {/* The whole row: a format reads with its example ('Day-month-year (31-12-2026)'), cut at half the card. */}
                <Col span={24}>
                  <Form.Item name={['setting', 'DateFormat']} label={t('setting.dateFormat')}>
                    <Select
                      options={REPORT_DATE_FORMATS.map((f) => ({ value: f, label: t(`setting.dateFormatOption.${f}`) }))}
                      data-testid="setting-date-format"
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={['setting', 'ExchangeRate']} label={t('setting.exchangeRate')}>
                    <NumberInput min={1} max={1_000_000} />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={12}>
                {MARGINS.map((m) => (
                  <Col span={6} key={m}>
                    <Form.Item name={['setting', m]} label={t(`setting.${MARGIN_LABEL[m]}`)} rules={[{ required: true, message: t('setting.margins') }]}>
                      <NumberInput min={0} max={REPORT_MAX_MARGIN} data-testid={`setting-${m}`} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          </Col>
          <Col xs={24} xl={14}>
            <Card size="small" title={t('setting.header')} style={{ marginBottom: 16 }}>
              {switches('header', REPORT_HEADER_PARTS)}
            </Card>
            <Card size="small" title={t('setting.footer')}>
              {switches('footer', REPORT_FOOTER_PARTS)}
            </Card>
          </Col>
        </Row>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }} data-testid="report-setting-save">
            {t('common:action.save')}
          </Button>
        )}
      </Form>
    </>
  );
}
