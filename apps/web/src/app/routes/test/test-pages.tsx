import '../../../features/devtest/i18n';
import { useState } from 'react';
import { Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, List, Row, Select, Space, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DataTable, pageLocally, type TPageRequest } from '../../../components/data-table';
import { NumberInput } from '../../../components/number-input';
import { FileUpload } from '../../../components/file-upload';
import { ExportButton, EXPORT_TYPE } from '../../../components/export-button';
import { FormDialog, FormDrawer } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/feedback';
import { BilingualName } from '../../../components/bilingual-name';
import { ApiError } from '../../../lib/api-error';
import { useLocalePath } from '../../../lib/use-locale';

/**
 * /test/*: the live catalogue of the shared building blocks (portal §2 'Developer pages'); 404 in
 * production (DevelopmentOnly). The sample rows are made here: the pages show components, not data.
 */
const PAGES = ['table', 'advance-search', 'edit-table', 'input-control', 'typography', 'html', 'sample'] as const;

type TSampleRow = { id: number; description: string; descriptionEn: string; className: string; score: number; gender: 0 | 1 };

const KM_NAMES = ['សុខ ដារ៉ា', 'ចាន់ សុភា', 'ហេង វិចិត្រ', 'លី ស្រីនាង', 'កែវ មុនី', 'ពេជ្រ ចន្ទ្រា', 'សំ រតនា', 'ឈឹម សុផល'];
const EN_NAMES = ['Sok Dara', 'Chan Sophea', 'Heng Vichet', 'Ly Sreyneang', 'Keo Mony', 'Pich Chantrea', 'Sam Rattana', 'Chhim Sophal'];
const SAMPLE: TSampleRow[] = Array.from({ length: 47 }, (_, i) => ({
  id: i + 1,
  description: KM_NAMES[i % KM_NAMES.length]!,
  descriptionEn: EN_NAMES[i % EN_NAMES.length]!,
  className: `${7 + (i % 6)}${'ABC'[i % 3]}`,
  score: 40 + ((i * 37) % 61),
  gender: (i % 2) as 0 | 1,
}));

async function fetchSample(request: TPageRequest<{ keyword?: string; gender?: 0 | 1; minScore?: number }>) {
  const keyword = (request.filters.keyword ?? '').toLowerCase();
  const rows = SAMPLE.filter(
    (r) =>
      (!keyword || r.description.includes(keyword) || r.descriptionEn.toLowerCase().includes(keyword)) &&
      (request.filters.gender === undefined || r.gender === request.filters.gender) &&
      (request.filters.minScore === undefined || r.score >= request.filters.minScore),
  );
  return pageLocally(rows, request);
}

function useSampleColumns() {
  const { t } = useTranslation('devtest');
  return [
    { title: '#', dataIndex: 'id', width: 64 },
    { title: t('sample.student'), key: 'name', render: (_v: unknown, r: TSampleRow) => <BilingualName item={r} /> },
    { title: t('sample.class'), dataIndex: 'className' },
    { title: t('sample.gender'), dataIndex: 'gender', render: (g: number) => (g === 0 ? t('sample.male') : t('sample.female')) },
    { title: t('sample.score'), dataIndex: 'score' },
  ];
}

function TestShell({ page, children }: { page: (typeof PAGES)[number]; children: React.ReactNode }) {
  const { t } = useTranslation('devtest');
  return (
    <>
      <PageHeader title={t(`pages.${page}`)} crumbs={[{ label: t('title'), path: '/test' }, { label: t(`pages.${page}`) }]} />
      {children}
    </>
  );
}

export function TestIndexPage() {
  const { t } = useTranslation('devtest');
  const to = useLocalePath();
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      <Card>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        <List
          dataSource={[...PAGES]}
          renderItem={(p) => (
            <List.Item key={p}>
              <Link to={to(`/test/${p}`)}>{t(`pages.${p}`)}</Link>
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}

export function TestTablePage() {
  const columns = useSampleColumns();
  return (
    <TestShell page="table">
      <DataTable<TSampleRow> pageKey="test-table" queryKey={['test', 'table']} rowKey="id" columns={columns} fetchPage={fetchSample} testId="test-table" />
    </TestShell>
  );
}

export function TestAdvanceSearchPage() {
  const { t } = useTranslation('devtest');
  const columns = useSampleColumns();
  return (
    <TestShell page="advance-search">
      <DataTable<TSampleRow, { keyword?: string; gender?: 0 | 1; minScore?: number }>
        pageKey="test-advance-search"
        queryKey={['test', 'advance-search']}
        rowKey="id"
        columns={columns}
        fetchPage={fetchSample}
        filters={
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('common:field.keyword')} style={{ width: 200 }} />
          </Form.Item>
        }
        advancedFilters={
          <>
            <Form.Item name="gender">
              <Select
                allowClear
                placeholder={t('sample.gender')}
                style={{ width: 140 }}
                options={[
                  { value: 0, label: t('sample.male') },
                  { value: 1, label: t('sample.female') },
                ]}
              />
            </Form.Item>
            <Form.Item name="minScore">
              <NumberInput placeholder={t('sample.score')} min={0} max={100} style={{ width: 120 }} />
            </Form.Item>
          </>
        }
      />
    </TestShell>
  );
}

export function TestEditTablePage() {
  const { t } = useTranslation('devtest');
  const [rows, setRows] = useState(() => SAMPLE.slice(0, 8));
  const update = (id: number, patch: Partial<TSampleRow>) => setRows((list) => list.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  return (
    <TestShell page="edit-table">
      <Card>
        <Table<TSampleRow>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '#', dataIndex: 'id', width: 64 },
            { title: t('sample.student'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
            {
              title: t('sample.score'),
              key: 'score',
              width: 160,
              render: (_v, r) => (
                <NumberInput
                  aria-label={`${t('sample.score')} ${r.descriptionEn}`}
                  value={r.score}
                  min={0}
                  max={100}
                  precision={0}
                  onChange={(v) => update(r.id, { score: v ?? 0 })}
                />
              ),
            },
            {
              title: t('sample.class'),
              key: 'class',
              width: 160,
              render: (_v, r) => (
                <Input
                  aria-label={`${t('sample.class')} ${r.descriptionEn}`}
                  value={r.className}
                  onChange={(e) => update(r.id, { className: e.target.value })}
                />
              ),
            },
          ]}
        />
      </Card>
    </TestShell>
  );
}

export function TestInputControlPage() {
  const { t } = useTranslation('devtest');
  const [files, setFiles] = useState<File[]>([]);
  const [hasRun, setHasRun] = useState(false);
  return (
    <TestShell page="input-control">
      <Card>
        <Form layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item label={t('text')}>
            <Input />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label={t('blocked')}>
                <NumberInput data-testid="blocked-number" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('free')}>
                <InputNumber style={{ width: '100%' }} step={0.5} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('select')}>
            <Select options={SAMPLE.slice(0, 5).map((r) => ({ value: r.id, label: <BilingualName item={r} /> }))} />
          </Form.Item>
          <Form.Item label={t('date')}>
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item label={t('switch')}>
            <Switch />
          </Form.Item>
          <Form.Item label={t('upload')}>
            <FileUpload kinds={['spreadsheet', 'pdf', 'image']} value={files} onChange={setFiles} multiple />
          </Form.Item>
          <Flex gap={12} align="center" wrap>
            <Switch checked={hasRun} onChange={setHasRun} /> {t('reportRun')}
            <ExportButton
              hasRun={hasRun}
              fileName="sample-report"
              onExport={async (type) => ({
                blob: new Blob([type === EXPORT_TYPE.PDF ? '%PDF-1.4\n' : 'sample'], {
                  type: type === EXPORT_TYPE.PDF ? 'application/pdf' : 'application/octet-stream',
                }),
                fileName: undefined,
              })}
            />
          </Flex>
        </Form>
      </Card>
    </TestShell>
  );
}

export function TestTypographyPage() {
  const { t } = useTranslation('devtest');
  return (
    <TestShell page="typography">
      <Card>
        {[1, 2, 3, 4, 5].map((level) => (
          <Typography.Title key={level} level={level as 1 | 2 | 3 | 4 | 5} style={{ fontSize: 30 - level * 3 }}>
            {t('typographySample')}
          </Typography.Title>
        ))}
        <Typography.Paragraph>{t('typographySample')}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('typographySample')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('numbers')}</Typography.Paragraph>
        <Typography.Paragraph lang="km">{KM_NAMES.join(' · ')}</Typography.Paragraph>
      </Card>
    </TestShell>
  );
}

export function TestHtmlPage() {
  const { t } = useTranslation('devtest');
  return (
    <TestShell page="html">
      <Card>
        <article>
          <h2>{t('htmlHeading')}</h2>
          <p>{t('htmlBody')}</p>
          <ul>
            <li>{t('htmlItem1')}</li>
            <li>{t('htmlItem2')}</li>
          </ul>
        </article>
      </Card>
    </TestShell>
  );
}

type TDemoValues = { description: string; descriptionEn: string };

export function TestSamplePage() {
  const { t } = useTranslation('devtest');
  const notify = useNotify();
  const { confirm } = useConfirm();
  const [drawerForm] = Form.useForm<TDemoValues>();
  const [dialogForm] = Form.useForm<TDemoValues>();
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState(false);
  const fields = (
    <>
      <Form.Item name="description" label={t('common:field.description')} rules={[{ required: true, whitespace: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('common:field.descriptionEn')} rules={[{ required: true, whitespace: true }]}>
        <Input />
      </Form.Item>
    </>
  );
  return (
    <TestShell page="sample">
      <Card>
        <Space wrap>
          <Button onClick={() => notify.success(t('done'))}>{t('showToast')}</Button>
          <Button onClick={() => notify.corner(t('done'))}>{t('showCorner')}</Button>
          <Button
            onClick={() => notify.errorDialog(new ApiError({ status: 400, messageKm: 'នេះជាសារកំហុសសាកល្បង', messageEn: 'This is a sample error message' }))}
          >
            {t('showError')}
          </Button>
          <Button onClick={() => confirm(t('showConfirm'), t('typographySample'), () => notify.success(t('done')))}>{t('showConfirm')}</Button>
          <Button onClick={() => setDrawer(true)}>{t('openDrawer')}</Button>
          <Button onClick={() => setDialog(true)}>{t('openDialog')}</Button>
        </Space>
      </Card>
      <FormDrawer<TDemoValues>
        open={drawer}
        title={t('openDrawer')}
        form={drawerForm}
        onClose={() => setDrawer(false)}
        onSubmit={() => {
          notify.success(t('done'));
          setDrawer(false);
        }}
      >
        {fields}
      </FormDrawer>
      <FormDialog<TDemoValues>
        open={dialog}
        title={t('openDialog')}
        form={dialogForm}
        onClose={() => setDialog(false)}
        onSubmit={() => {
          notify.success(t('done'));
          setDialog(false);
        }}
      >
        {fields}
      </FormDialog>
    </TestShell>
  );
}
