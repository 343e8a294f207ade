import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Grid, Input, Space, Table, Tag, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EyeOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { BilingualName } from '../../../components/bilingual-name';
import { useErrorText } from '../../../components/feedback';
import { NamedSelect } from '../../../components/named-select';
import { yearGradesQuery, type TYearItem as TYear } from '../../../lib/setup-lookups';
import { fetchCopySource, useCopyClasses, useCopyPreview, type TClass, type TCopyRowItem } from '../api/academic-class-api';

type TStatus = TCopyRowItem['saveStatus'];
const STATUS_COLOR: Record<TStatus, string> = { Old: 'default', New: 'green', Duplicate: 'orange' };

const newId = () => `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const fromClass = (c: TClass): TCopyRowItem => ({
  id: c.id,
  newId: c.id,
  saveStatus: 'Old',
  fromAcademicClassId: null,
  courseLevelId: c.courseLevelId,
  courseLevel: c.courseLevel,
  classGroupId: c.classGroupId,
  code: c.code,
  description: c.description,
  descriptionEn: c.descriptionEn,
  academicTimeShift: c.academicTimeShift,
  academicTimeShiftType: c.academicTimeShiftType,
  isPromoteNextYear: c.isPromoteNextYear,
  programType: c.programType,
  previousAcademicClassId: c.previousAcademicClassId,
  sortIndex: c.sortIndex,
});

/**
 * Copy classes from one year to another (data-calls §4): load the source classes, preview the target
 * year (Old rows it has, New rows to create), duplicate or remove rows, edit codes and names, save.
 * After success the source list is cleared and the target list is the server's answer.
 */
export function CopyClassesDrawer({ years, defaultFromYearId, onClose }: { years: TYear[]; defaultFromYearId?: string; onClose: () => void }) {
  const { t } = useTranslation('academic-class');
  const notify = useNotify();
  const errorText = useErrorText();
  const screens = Grid.useBreakpoint();
  const fromDefault = years.find((y) => y.id === defaultFromYearId);
  const [fromYearId, setFromYearId] = useState(defaultFromYearId);
  const [toYearId, setToYearId] = useState(years.find((y) => fromDefault && y.fromYear === fromDefault.fromYear + 1)?.id);
  const [gradeId, setGradeId] = useState<string>();
  const [source, setSource] = useState<TClass[]>();
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<TCopyRowItem[]>();
  const [done, setDone] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const grades = useQuery({ ...yearGradesQuery(fromYearId), enabled: Boolean(fromYearId) });
  const preview = useCopyPreview();
  const copy = useCopyClasses();

  const reset = () => {
    setSource(undefined);
    setTarget(undefined);
    setSelected([]);
    setDone(false);
  };
  const load = async () => {
    if (!fromYearId) return;
    setLoadError(undefined);
    try {
      const rows = await fetchCopySource(fromYearId, gradeId);
      setSource(rows);
      setSelected(rows.map((r) => r.id));
      setTarget(undefined);
      setDone(false);
    } catch (error) {
      setLoadError(errorText(error));
    }
  };
  const runPreview = async () => {
    if (!fromYearId || !toYearId) return;
    try {
      const rows = await preview.mutateAsync({
        fromAcademicYearId: fromYearId,
        toAcademicYearId: toYearId,
        courseLevelId: gradeId,
        academicClassIds: selected,
      });
      setTarget(rows);
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  const change = (key: string, patch: Partial<TCopyRowItem>) => setTarget((rows) => rows?.map((r) => (r.newId === key ? { ...r, ...patch } : r)));
  const duplicate = (row: TCopyRowItem) =>
    setTarget((rows) => {
      if (!rows) return rows;
      const at = rows.findIndex((r) => r.newId === row.newId);
      const copyRow: TCopyRowItem = {
        ...row,
        id: '',
        newId: newId(),
        saveStatus: 'Duplicate',
        code: `${row.code}-2`,
        fromAcademicClassId: row.fromAcademicClassId,
      };
      return [...rows.slice(0, at + 1), copyRow, ...rows.slice(at + 1)];
    });
  const toSave = (target ?? []).filter((r) => r.saveStatus !== 'Old');
  const invalid = toSave.some((r) => !r.code.trim() || !r.description.trim() || !r.descriptionEn.trim());
  const save = async () => {
    if (!fromYearId || !toYearId || toSave.length === 0) return;
    try {
      const result = await copy.mutateAsync({
        fromAcademicYearId: fromYearId,
        toAcademicYearId: toYearId,
        courseLevelId: gradeId,
        toAcademicClasses: toSave.map((r) => ({
          id: r.saveStatus === 'Duplicate' ? undefined : r.id || undefined,
          newId: r.newId,
          saveStatus: r.saveStatus,
          fromAcademicClassId: r.fromAcademicClassId,
          courseLevelId: r.courseLevelId,
          classGroupId: r.classGroupId,
          code: r.code.trim(),
          description: r.description.trim(),
          descriptionEn: r.descriptionEn.trim(),
          academicTimeShift: r.academicTimeShift,
          academicTimeShiftType: r.academicTimeShiftType,
          isPromoteNextYear: r.isPromoteNextYear,
          programType: r.programType,
          previousAcademicClassId: r.previousAcademicClassId,
          sortIndex: r.sortIndex,
        })),
      });
      notify.success(t('copy.saved', { count: toSave.length }));
      setSource(undefined);
      setSelected([]);
      setTarget(result.map(fromClass));
      setDone(true);
    } catch (error) {
      notify.errorDialog(error);
    }
  };

  const editable = (r: TCopyRowItem) => r.saveStatus !== 'Old' && !done;
  return (
    <Drawer open title={t('copy.title')} onClose={onClose} size={screens.md ? 1100 : '100%'} destroyOnHidden data-testid="copy-drawer">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <span>{t('copy.from')}</span>
        <NamedSelect
          items={years}
          value={fromYearId}
          onChange={(v) => {
            setFromYearId(v);
            setGradeId(undefined);
            reset();
          }}
          ariaLabel={t('copy.from')}
          testId="copy-from"
        />
        <span>{t('copy.to')}</span>
        <NamedSelect
          items={years.filter((y) => y.id !== fromYearId)}
          value={toYearId}
          onChange={(v) => {
            setToYearId(v);
            setTarget(undefined);
            setDone(false);
          }}
          ariaLabel={t('copy.to')}
          testId="copy-to"
        />
        <NamedSelect
          items={grades.data ?? []}
          optionValue={(g) => g.courseLevelId}
          value={gradeId}
          onChange={(v) => {
            setGradeId(v);
            reset();
          }}
          allowClear
          placeholder={t('allGrades')}
          ariaLabel={t('grade')}
        />
        <Button icon={<SearchOutlined />} onClick={() => void load()} disabled={!fromYearId} data-testid="copy-load">
          {t('copy.load')}
        </Button>
      </Flex>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 12 }} />}
      {source && (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('copy.sourceTitle', { count: source.length })}
          </Typography.Title>
          <Table<TClass>
            rowKey="id"
            size="small"
            data-testid="copy-source"
            dataSource={source}
            pagination={false}
            scroll={{ y: 240, x: 'max-content' }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
            columns={[
              { title: t('common:field.code'), dataIndex: 'code' },
              { title: t('class.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
              { title: t('grade'), key: 'grade', render: (_v, r) => <BilingualName item={r.courseLevel} /> },
            ]}
          />
          <Flex justify="flex-end" style={{ margin: '12px 0' }}>
            <Button
              type="primary"
              icon={<EyeOutlined />}
              onClick={() => void runPreview()}
              loading={preview.isPending}
              disabled={!toYearId || selected.length === 0}
              data-testid="copy-preview"
            >
              {t('copy.preview')}
            </Button>
          </Flex>
        </>
      )}
      {target && (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {done ? t('copy.resultTitle', { count: target.length }) : t('copy.targetTitle', { count: toSave.length })}
          </Typography.Title>
          {!done && toSave.length === 0 && <Alert type="info" showIcon title={t('copy.nothingNew')} style={{ marginBottom: 12 }} />}
          <Table<TCopyRowItem>
            rowKey="newId"
            size="small"
            data-testid="copy-target"
            dataSource={target}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('copy.status'),
                key: 'status',
                render: (_v, r) => <Tag color={STATUS_COLOR[r.saveStatus]}>{t(`copy.statuses.${r.saveStatus}`)}</Tag>,
              },
              {
                title: t('common:field.code'),
                key: 'code',
                render: (_v, r) =>
                  editable(r) ? (
                    <Input
                      value={r.code}
                      status={r.code.trim() ? undefined : 'error'}
                      aria-label={t('common:field.code')}
                      onChange={(e) => change(r.newId, { code: e.target.value })}
                      style={{ width: 120 }}
                    />
                  ) : (
                    r.code
                  ),
              },
              {
                title: t('class.nameKm'),
                key: 'description',
                render: (_v, r) =>
                  editable(r) ? (
                    <Input
                      value={r.description}
                      status={r.description.trim() ? undefined : 'error'}
                      aria-label={t('class.nameKm')}
                      onChange={(e) => change(r.newId, { description: e.target.value })}
                      style={{ width: 180 }}
                    />
                  ) : (
                    r.description
                  ),
              },
              {
                title: t('class.nameEn'),
                key: 'descriptionEn',
                render: (_v, r) =>
                  editable(r) ? (
                    <Input
                      lang="en"
                      value={r.descriptionEn}
                      status={r.descriptionEn.trim() ? undefined : 'error'}
                      aria-label={t('class.nameEn')}
                      onChange={(e) => change(r.newId, { descriptionEn: e.target.value })}
                      style={{ width: 180 }}
                    />
                  ) : (
                    r.descriptionEn
                  ),
              },
              { title: t('grade'), key: 'grade', render: (_v, r) => <BilingualName item={r.courseLevel} /> },
              ...(done
                ? []
                : [
                    {
                      title: t('common:table.actions'),
                      key: 'actions',
                      render: (_v: unknown, r: TCopyRowItem) => (
                        <Space>
                          <Button
                            size="small"
                            icon={<CopyOutlined />}
                            onClick={() => duplicate(r)}
                            aria-label={`${t('copy.duplicate')} ${r.code}`}
                            title={t('copy.duplicate')}
                            data-testid="copy-duplicate"
                          />
                          {r.saveStatus !== 'Old' && (
                            <Button
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`${t('common:action.delete')} ${r.code}`}
                              title={t('copy.remove')}
                              onClick={() => setTarget((rows) => rows?.filter((x) => x.newId !== r.newId))}
                              data-testid="copy-remove"
                            />
                          )}
                        </Space>
                      ),
                    },
                  ]),
            ]}
          />
          <Flex justify="flex-end" gap={8} style={{ marginTop: 12 }}>
            <Button onClick={onClose}>{t('common:action.close')}</Button>
            {!done && (
              <Button
                type="primary"
                icon={<SaveOutlined />}
                onClick={() => void save()}
                loading={copy.isPending}
                disabled={toSave.length === 0 || invalid}
                data-testid="copy-save"
              >
                {t('copy.save', { count: toSave.length })}
              </Button>
            )}
          </Flex>
        </>
      )}
    </Drawer>
  );
}
