import '../i18n';
import { useMemo, useState } from 'react';
import { Alert, Flex, Select, Switch, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/confirm';
import { ApiError } from '../../../lib/api-error';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { pickLocale } from '../../../lib/bilingual';
import { usePermissions } from '../../auth/use-session';
import { useStateOfYear, useYearFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { ACADEMIC_RESULT_STATUS } from '@school/contract/enum/enum.values';
import { classesOfYearQuery, courseLevelQuery, yearGradesQuery } from '../../../lib/setup-lookups';
import { promotionRowsQuery, useSavePromotion, type TPromoteRow } from '../api/student-promotion-api';
import { defaultNextClass, proposedChoice } from '../promotion-defaults';
import { BatchResultAlert, BatchSelectionTable } from '../../../components/batch-selection-table';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { useStudentBatch } from './student-batch-columns';

type TEdit = { status: number; next: string | undefined };

/**
 * /administration/student/promotion: the students of a grade in the year that ends, the result of each
 * (pass, failed, re-exam, dropped) and the class of the next year, saved in one transaction (all rows or
 * none). The year-setup wizard embeds it in its student-promotion step with the two years it knows.
 */
export function StudentPromotion({ embedded = false, fromYearId, toYearId }: { embedded?: boolean; fromYearId?: string; toYearId?: string } = {}) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const resultName = useEnumLabel('academicResultStatus');
  const resultOptions = useEnumOptions('academicResultStatus');
  const canSave = usePermissions().has('MANAGE_STUDENT_CLASS');
  // The year promoted from follows the top bar unless picked here; the choices below belong to it.
  const { years, loading, yearId: fromId, pick: setChosenFrom } = useYearFilter(fromYearId);
  const [chosenTo, setChosenTo] = useStateOfYear<string>(fromId);
  const [gradeId, setGradeId] = useStateOfYear<string>(fromId);
  const [classId, setClassId] = useStateOfYear<string>(fromId);
  const [edits, setEdits] = useState<Record<string, TEdit>>({});
  const { selection, studentColumns, table } = useStudentBatch<TPromoteRow>((n) => t('promotion.save', { n }));
  const [bulkStatus, setBulkStatus] = useState<number>();
  const [saved, setSaved] = useState<TPromoteRow[]>();

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
    return { gradeId, nextGradeId, fromClasses: fromClasses.data ?? [], toClasses: toClasses.data ?? [] };
  }, [allGrades.data, gradeId, fromClasses.data, toClasses.data]);

  // What the year result proposes (issue 13) for a row not decided yet: pass → a class of the next grade, failed →
  // the same grade. A proposal is shown as an unsaved choice; the office reviews it and saves (or turns proposing off).
  const [proposing, setProposing] = useState(true);
  const proposalOf = (r: TPromoteRow): TEdit | undefined => (proposing ? proposedChoice(r, ctx) : undefined);
  const stateOf = (r: TPromoteRow): TEdit =>
    edits[r.id] ?? proposalOf(r) ?? { status: r.academicResultStatus, next: r.promoteNextAcademicClassId ?? undefined };
  const proposedCount = (rows.data ?? []).filter((r) => !edits[r.id] && proposalOf(r)).length;
  const canPropose = (rows.data ?? []).some((r) => r.proposedResultStatus != null && r.academicResultStatus === ACADEMIC_RESULT_STATUS.DEFAULT);
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
    selection.clear();
    setBulkStatus(undefined);
  };
  const toClassOptions = ctx.toClasses;

  const submit = () =>
    confirm(t('promotion.confirmTitle'), t('promotion.confirmText', { n: digits(changed.length) }), async () => {
      try {
        const answer = await save.mutateAsync({
          students: changed.map((r) => ({
            id: r.id,
            version: r.version,
            academicResultStatus: stateOf(r).status,
            promoteNextAcademicClassId: stateOf(r).next ?? null,
          })),
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
      <FilterBar
        footer={
          fromYear &&
          laterYears.length === 0 && (
            <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t('promotion.noNextYear')} data-testid="promotion-no-next-year" />
          )
        }
      >
        <FilterField label={t('promotion.fromYear')}>
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
        </FilterField>
        <FilterField label={t('promotion.grade')}>
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
        </FilterField>
        <FilterField label={t('promotion.fromClass')}>
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
            width={260}
          />
        </FilterField>
        <FilterField label={t('promotion.toYear')}>
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
        </FilterField>
      </FilterBar>

      {saved && (
        <BatchResultAlert
          onClose={() => setSaved(undefined)}
          testId="promotion-result"
          message={t('promotion.done', { n: digits(saved.length) })}
          description={countBy(saved)}
        />
      )}

      {!gradeId ? (
        <Alert type="info" showIcon message={t('promotion.hint')} />
      ) : (
        <>
          {canSave && rows.data && rows.data.length > 0 && (
            <Alert
              type={canPropose ? 'info' : 'warning'}
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="promotion-proposals"
              title={canPropose ? (proposing ? t('promotion.proposed', { n: digits(proposedCount) }) : t('promotion.propose')) : t('promotion.proposedNone')}
              action={
                canPropose && (
                  <Flex gap={8} align="center">
                    <Switch checked={proposing} onChange={setProposing} aria-label={t('promotion.propose')} data-testid="promotion-propose" />
                  </Flex>
                )
              }
            />
          )}
          <BatchSelectionTable<TPromoteRow>
            {...table}
            query={rows}
            editable={canSave}
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
            onApply={(ids) => setStatus(ids, bulkStatus!)}
            onClear={clearChoices}
            onSave={submit}
            saving={save.isPending}
            testId="promotion"
            columns={[
              ...studentColumns,
              {
                title: t('promotion.previousClass'),
                key: 'previous',
                render: (_v, r) => pickLocale(r.previousAcademicClassDescription, r.previousAcademicClassDescriptionEn, locale),
              },
              {
                title: t('promotion.yearResult'),
                key: 'year',
                render: (_v, r) => <YearResultCell row={r} proposed={!edits[r.id] && !!proposalOf(r)} />,
              },
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
        </>
      )}
    </>
  );
}

/** A row's stored year result: average and mention, passed or failed, or why there is none; "proposed" when it proposes the row's choice. */
function YearResultCell({ row, proposed }: { row: TPromoteRow; proposed: boolean }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const digits = useDigits();
  const y = row.yearResult;
  if (!y) return <Typography.Text type="secondary">{t('promotion.yearNone')}</Typography.Text>;
  if (y.state !== 'complete')
    return <Typography.Text type="secondary">{t(y.state === 'exempt' ? 'promotion.yearExempt' : 'promotion.yearIncomplete')}</Typography.Text>;
  const mention = y.grade ? `${y.grade} ${(locale === 'km' ? y.mention : y.mentionEn) ?? ''}`.trim() : '';
  return (
    <Flex vertical gap={2} data-testid={`promotion-year-${row.code}`}>
      <span>
        {digits((y.average ?? 0).toFixed(2))} {mention && <Typography.Text type="secondary">· {mention}</Typography.Text>}
      </span>
      <span>
        <Tag color={y.passed ? 'green' : 'red'}>{t(y.passed ? 'promotion.yearPass' : 'promotion.yearFail')}</Tag>
        {proposed && <Tag color="blue">{t('promotion.proposedTag')}</Tag>}
      </span>
    </Flex>
  );
}
