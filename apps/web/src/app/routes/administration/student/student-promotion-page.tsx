import '../../../../features/student-ops/i18n';
import { useMemo, useState } from 'react';
import { Alert, Card, Flex, Form, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header';
import { useNotify, useErrorText } from '../../../../components/feedback';
import { useConfirm } from '../../../../components/confirm';
import { ApiError } from '../../../../lib/api-error';
import { useDigits, useLocale } from '../../../../lib/use-locale';
import { pickLocale } from '../../../../lib/bilingual';
import { usePermissions } from '../../../../features/auth/use-session';
import { useAllYears } from '../../../../features/academic/components/academic-common';
import { NamedSelect } from '../../../../components/named-select';
import { useEnumLabel, useEnumOptions } from '../../../../components/enum-options';
import { classesOfYearQuery, courseLevelQuery, yearGradesQuery } from '../../../../features/academic/api/academic-api';
import { promotionRowsQuery, useSavePromotion, type TPromoteRow } from '../../../../features/student-ops/api/promotion-api';
import { defaultNextClass } from '../../../../features/student-ops/promotion-defaults';
import { BatchToolbar } from '../../../../features/student-ops/components/batch-toolbar';

type TEdit = { status: number; next: string | undefined };

/**
 * /administration/student/promotion: the students of a grade in the year that ends, the result of each
 * (pass, failed, re-exam, dropped) and the class of the next year, saved in one transaction (all rows or
 * none). The year-setup wizard embeds it in its student-promotion step with the two years it knows.
 */
export function StudentPromotionPage({ embedded = false, fromYearId, toYearId }: { embedded?: boolean; fromYearId?: string; toYearId?: string } = {}) {
  const { t } = useTranslation('student-ops');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const errorText = useErrorText();
  const { confirm } = useConfirm();
  const genderName = useEnumLabel('gender');
  const resultName = useEnumLabel('academicResultStatus');
  const resultOptions = useEnumOptions('academicResultStatus');
  const canSave = usePermissions().has('MANAGE_STUDENT_CLASS');
  const { years, defaultYearId, loading } = useAllYears();
  const [chosenFrom, setChosenFrom] = useState<string>();
  const [chosenTo, setChosenTo] = useState<string>();
  const [gradeId, setGradeId] = useState<string>();
  const [classId, setClassId] = useState<string>();
  const [edits, setEdits] = useState<Record<string, TEdit>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkStatus, setBulkStatus] = useState<number>();
  const [saved, setSaved] = useState<TPromoteRow[]>();

  const fromId = chosenFrom ?? fromYearId ?? defaultYearId;
  const fromYear = years.find((y) => y.id === fromId);
  const laterYears = years.filter((y) => fromYear && y.fromYear > fromYear.fromYear).sort((a, b) => a.fromYear - b.fromYear);
  const toId = chosenTo ?? (toYearId && laterYears.some((y) => y.id === toYearId) ? toYearId : laterYears[0]?.id);

  const grades = useQuery({ ...yearGradesQuery(fromId), enabled: Boolean(fromId) });
  const allGrades = useQuery(courseLevelQuery());
  const fromClasses = useQuery(classesOfYearQuery(fromId));
  const toClasses = useQuery(classesOfYearQuery(toId));
  const rows = useQuery(promotionRowsQuery({ academicYearId: fromId, courseLevelId: gradeId, academicClassId: classId }));
  const save = useSavePromotion();

  const ctx = useMemo(() => {
    const sorted = [...(allGrades.data ?? [])].sort((a, b) => a.sortIndex - b.sortIndex);
    const current = sorted.find((g) => g.id === gradeId);
    const nextGradeId = current ? sorted.find((g) => g.sortIndex > current.sortIndex)?.id : undefined;
    return { gradeId, nextGradeId, fromClasses: fromClasses.data?.items ?? [], toClasses: toClasses.data?.items ?? [] };
  }, [allGrades.data, gradeId, fromClasses.data, toClasses.data]);

  const stateOf = (r: TPromoteRow): TEdit => edits[r.id] ?? { status: r.academicResultStatus, next: r.promoteNextAcademicClassId ?? undefined };
  const changed = (rows.data ?? []).filter((r) => {
    const s = stateOf(r);
    return s.status !== r.academicResultStatus || (s.next ?? null) !== (r.promoteNextAcademicClassId ?? null);
  });
  const setStatus = (ids: string[], status: number) =>
    setEdits((old) => {
      const next = { ...old };
      for (const r of rows.data ?? []) if (ids.includes(r.id)) next[r.id] = { status, next: defaultNextClass(r, status, ctx) };
      return next;
    });
  const clearChoices = () => {
    setEdits({});
    setSelected([]);
    setBulkStatus(undefined);
  };
  const toClassOptions = ctx.toClasses;

  const submit = () =>
    confirm(t('promotion.confirmTitle'), t('promotion.confirmText', { n: digits(changed.length) }), async () => {
      try {
        const answer = await save.mutateAsync({
          Students: changed.map((r) => ({ Id: r.id, Version: r.version, AcademicResultStatus: stateOf(r).status, PromoteNextAcademicClassId: stateOf(r).next ?? null })),
        });
        setSaved(answer);
        clearChoices();
        notify.success(t('promotion.done', { n: digits(answer.length) }));
      } catch (error) {
        // Nothing was saved; the choices stay to be corrected. A stale row is read again.
        notify.errorDialog(error);
        if (error instanceof ApiError && error.stale) void rows.refetch();
      }
    });

  const countBy = (list: TPromoteRow[]) =>
    resultOptions
      .map((o) => ({ label: o.label, n: list.filter((r) => r.academicResultStatus === o.value).length }))
      .filter((x) => x.n > 0)
      .map((x) => `${x.label}: ${digits(x.n)}`)
      .join(' · ');

  return (
    <>
      <PageHeader
        embedded={embedded}
        title={t('promotion.title')}
        crumbs={[{ label: t('nav:menus.002') }, { label: t('nav:student') }, { label: t('promotion.title') }]}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form layout="vertical">
          <Flex gap={12} wrap>
            <Form.Item label={t('promotion.fromYear')} style={{ marginBottom: 0 }}>
              <NamedSelect
                items={years}
                value={fromId}
                onChange={(v) => {
                  setChosenFrom(v);
                  setChosenTo(undefined);
                  setGradeId(undefined);
                  setClassId(undefined);
                  clearChoices();
                }}
                loading={loading}
                ariaLabel={t('promotion.fromYear')}
                testId="promotion-from-year"
                width={240}
              />
            </Form.Item>
            <Form.Item label={t('promotion.grade')} style={{ marginBottom: 0 }}>
              <NamedSelect
                items={grades.data ?? []}
                optionValue={(g) => g.courseLevelId}
                value={gradeId}
                onChange={(v) => {
                  setGradeId(v);
                  setClassId(undefined);
                  clearChoices();
                }}
                placeholder={t('promotion.chooseGrade')}
                ariaLabel={t('promotion.grade')}
                testId="promotion-grade"
                width={200}
              />
            </Form.Item>
            <Form.Item label={t('promotion.fromClass')} style={{ marginBottom: 0 }}>
              <NamedSelect
                items={ctx.fromClasses.filter((c) => c.courseLevelId === gradeId)}
                value={classId}
                onChange={(v) => {
                  setClassId(v);
                  clearChoices();
                }}
                allowClear
                placeholder={t('promotion.allClasses')}
                ariaLabel={t('promotion.fromClass')}
                testId="promotion-class"
                width={200}
              />
            </Form.Item>
            <Form.Item label={t('promotion.toYear')} style={{ marginBottom: 0 }}>
              <NamedSelect
                items={laterYears}
                value={toId}
                onChange={(v) => {
                  setChosenTo(v);
                  clearChoices();
                }}
                ariaLabel={t('promotion.toYear')}
                testId="promotion-to-year"
                width={240}
              />
            </Form.Item>
          </Flex>
        </Form>
        {fromYear && laterYears.length === 0 && <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t('promotion.noNextYear')} data-testid="promotion-no-next-year" />}
      </Card>

      {saved && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSaved(undefined)}
          style={{ marginBottom: 12 }}
          data-testid="promotion-result"
          message={t('promotion.done', { n: digits(saved.length) })}
          description={countBy(saved)}
        />
      )}

      {!gradeId ? (
        <Alert type="info" showIcon message={t('promotion.hint')} />
      ) : (
        <Card size="small">
          {canSave && (
            <BatchToolbar
              selectedCount={selected.length}
              changedCount={changed.length}
              bulk={
          <Select
            value={bulkStatus}
            onChange={setBulkStatus}
            options={resultOptions}
            placeholder={t('promotion.result')}
            aria-label={t('promotion.bulkResult')}
            data-testid="promotion-bulk-status"
            style={{ width: 200 }}
          />
              }
              canApply={bulkStatus !== undefined}
              onApply={() => setStatus(selected, bulkStatus!)}
              onClear={clearChoices}
              saveLabel={t('promotion.save', { n: digits(changed.length) })}
              onSave={submit}
              saving={save.isPending}
              testId="promotion"
            />
          )}
          <Table<TPromoteRow>
            rowKey="id"
            size="small"
            loading={rows.isFetching}
            dataSource={rows.data ?? []}
            scroll={{ x: 'max-content' }}
            data-testid="promotion-rows"
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            locale={{ emptyText: rows.isError ? errorText(rows.error) : t('change.empty') }}
            rowSelection={canSave ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
            columns={[
              { title: t('common:table.index'), key: 'i', width: 60, render: (_v, _r, i) => digits(i + 1) },
              { title: t('student.code'), dataIndex: 'code' },
              { title: t('student.name'), key: 'name', render: (_v, r) => <span lang={locale}>{pickLocale(r.fullName, r.fullNameEn, locale)}</span> },
              { title: t('student.gender'), key: 'gender', render: (_v, r) => genderName(r.gender) },
              { title: t('promotion.previousClass'), key: 'previous', render: (_v, r) => pickLocale(r.previousAcademicClassDescription, r.previousAcademicClassDescriptionEn, locale) },
              {
                title: t('promotion.result'),
                key: 'result',
                render: (_v, r) =>
                  canSave ? (
                    <Select
                      value={stateOf(r).status}
                      options={resultOptions}
                      onChange={(v: number) => setStatus([r.id], v)}
                      aria-label={`${t('promotion.result')} ${r.code}`}
                      data-testid={`promotion-status-${r.code}`}
                      style={{ width: 170 }}
                    />
                  ) : (
                    resultName(r.academicResultStatus)
                  ),
              },
              {
                title: t('promotion.nextClass'),
                key: 'next',
                render: (_v, r) =>
                  canSave ? (
                    <NamedSelect
                      items={toClassOptions}
                      value={stateOf(r).next}
                      onChange={(v) => setEdits((old) => ({ ...old, [r.id]: { ...stateOf(r), next: v } }))}
                      allowClear
                      placeholder={t('promotion.noNextClass')}
                      ariaLabel={`${t('promotion.nextClass')} ${r.code}`}
                      testId={`promotion-next-${r.code}`}
                      width={200}
                    />
                  ) : (
                    pickLocale(r.promoteNextAcademicClassDescription, r.promoteNextAcademicClassDescriptionEn, locale)
                  ),
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}
