import '../i18n';
import { useMemo, useState } from 'react';
import { Empty } from 'antd';
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
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { changeClassRowsQuery, useChangeClass, type TChangeRow } from '../api/student-change-class-api';
import { BatchResultAlert, BatchSelectionTable } from '../../../components/batch-selection-table';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { useStudentBatch } from './student-batch-columns';

type TMoved = { code: string; fullName: string; fullNameEn: string; from: string; to: string };

/**
 * /administration/student/change-class: the students of one class, a new class per row (or one for the
 * selected rows), all moved in one call (data-calls §7 'Students'). The server moves every row or none:
 * after a refusal the rows and the choices stay as they were, to be corrected and sent again.
 */
export function StudentChangeClass() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const canMove = usePermissions().has('MANAGE_STUDENT_CLASS');
  const { years, loading, yearId, pick: setChosenYear } = useYearFilter();
  const [sourceId, setSourceId] = useStateOfYear<string>(yearId);
  const [targets, setTargets] = useState<Record<string, string | undefined>>({});
  const { selection, studentColumns, table } = useStudentBatch<TChangeRow>((n) => t('change.save', { n }));
  const [bulkTarget, setBulkTarget] = useState<string>();
  const [moved, setMoved] = useState<TMoved[]>();
  const classes = useQuery(classesOfYearQuery(yearId));
  const rows = useQuery(changeClassRowsQuery(sourceId));
  const change = useChangeClass();
  const allClasses = useMemo(() => classes.data ?? [], [classes.data]);
  const otherClasses = allClasses.filter((c) => c.id !== sourceId);
  const className = (id: string | undefined) => {
    const c = allClasses.find((x) => x.id === id);
    return c ? pickLocale(c.description, c.descriptionEn, locale) : '';
  };
  const chosen = (rows.data ?? []).filter((r) => targets[r.id] && targets[r.id] !== r.academicClassId);

  const reset = () => {
    setTargets({});
    selection.clear();
    setBulkTarget(undefined);
  };

  const save = () =>
    confirm(t('change.confirmTitle'), t('change.confirmText', { n: digits(chosen.length) }), async () => {
      const sent = chosen.map((r) => ({ row: r, to: targets[r.id]! }));
      try {
        await change.mutateAsync(sent.map(({ row, to }) => ({ id: row.id, version: row.version, toAcademicClassId: to })));
        setMoved(
          sent.map(({ row, to }) => ({
            code: row.code,
            fullName: row.fullName,
            fullNameEn: row.fullNameEn,
            from: className(row.academicClassId),
            to: className(to),
          })),
        );
        reset();
        notify.success(t('change.done', { n: digits(sent.length) }));
      } catch (error) {
        // Nothing moved: the rows and the choices stay. A stale row (409) is read again; the choices are kept.
        notify.errorDialog(error);
        if (error instanceof ApiError && error.stale) void rows.refetch();
      }
    });

  return (
    <>
      <PageHeader title={t('change.title')} crumbs={[{ label: t('nav:menus.002') }, { label: t('nav:student') }, { label: t('change.title') }]} />
      <FilterBar>
        <FilterField label={t('academicYear')}>
          <NamedSelect
            items={years}
            value={yearId}
            onChange={(v) => {
              setChosenYear(v);
              setSourceId(undefined);
              reset();
              setMoved(undefined);
            }}
            loading={loading}
            ariaLabel={t('academicYear')}
            testId="change-year"
            width={240}
          />
        </FilterField>
        <FilterField label={t('change.fromClass')}>
          <NamedSelect
            items={allClasses}
            value={sourceId}
            onChange={(v) => {
              setSourceId(v);
              reset();
              setMoved(undefined);
            }}
            loading={classes.isLoading}
            placeholder={t('change.chooseClass')}
            ariaLabel={t('change.fromClass')}
            testId="change-source"
            width={240}
          />
        </FilterField>
      </FilterBar>

      {moved && (
        <BatchResultAlert
          onClose={() => setMoved(undefined)}
          testId="change-result"
          message={t('change.done', { n: digits(moved.length) })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {moved.map((m) => (
                <li key={m.code}>
                  {m.code} {pickLocale(m.fullName, m.fullNameEn, locale)}: {m.from} → {m.to}
                </li>
              ))}
            </ul>
          }
        />
      )}

      {/* Before a class is chosen the page says what to do (it was blank below the filters). */}
      {!sourceId && <Empty description={t('change.chooseHint')} data-testid="change-choose" />}

      {sourceId && (
        <BatchSelectionTable<TChangeRow>
          {...table}
          query={rows}
          editable={canMove}
          changedCount={chosen.length}
          bulk={
            <NamedSelect
              items={otherClasses}
              value={bulkTarget}
              onChange={setBulkTarget}
              placeholder={t('change.toClass')}
              ariaLabel={t('change.bulkTarget')}
              testId="change-bulk-target"
              allowClear
            />
          }
          canApply={Boolean(bulkTarget)}
          onApply={(ids) => setTargets((old) => ({ ...old, ...Object.fromEntries(ids.map((id) => [id, bulkTarget])) }))}
          onClear={reset}
          onSave={save}
          saving={change.isPending}
          testId="change"
          columns={[
            ...studentColumns,
            {
              title: t('change.currentClass'),
              key: 'current',
              render: (_v, r) => pickLocale(r.academicClassDescription, r.academicClassDescriptionEn, locale),
            },
            ...(canMove
              ? [
                  {
                    title: t('change.toClass'),
                    key: 'to',
                    render: (_v: unknown, r: TChangeRow) => (
                      <NamedSelect
                        items={otherClasses}
                        value={targets[r.id]}
                        onChange={(v) => setTargets((old) => ({ ...old, [r.id]: v }))}
                        allowClear
                        placeholder={t('change.stays')}
                        ariaLabel={`${t('change.toClass')} ${r.code}`}
                        testId={`change-target-${r.code}`}
                        width={200}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </>
  );
}
