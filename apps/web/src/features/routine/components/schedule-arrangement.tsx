import '../i18n';
import { useState } from 'react';
import { App, Button, Empty, Flex, Form, Modal, Space } from 'antd';
import { CopyOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { useNotify } from '../../../components/feedback';
import { useLocalName } from '../../../components/bilingual-name';
import { ApiError } from '../../../lib/api-error';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { useDigits, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { useYearFilter, useStateOfYear } from '../../auth/use-years';
import { classSubjectsQuery, printWeek, roomsQuery, teachersQuery, useRoutineChanges, weekQuery, type TRoutineItem } from '../api/routine-api';
import { WeekGrid, type TSlot } from './week-grid';

type TCellForm = { courseLevelSubjectId: string; employeeId: string; roomId?: string };
type TOpenCell = { day: number; slot: TSlot; routine: TRoutineItem | undefined };

/**
 * /schedule-management/schedule-arrangement: a class's week grid (rows = the periods of the class's shift,
 * columns = its study days); a click on a cell sets its subject, teacher and room. Clashes come back from
 * the server naming the other class; a teacher outside her assignments is confirmed here.
 */
export function ScheduleArrangement({ initialYearId, embedded }: { initialYearId?: string; embedded?: boolean }) {
  const { t } = useTranslation('routine');
  const { modal } = App.useApp();
  const notify = useNotify();
  const localName = useLocalName();
  const digits = useDigits();
  const navigate = useLocaleNavigate();
  const canManage = usePermissions().has('MANAGE_SCHEDULE');
  const year = useYearFilter(initialYearId);
  const [classId, setClassId] = useStateOfYear<string>(year.yearId);
  const classes = useQuery(classesOfYearQuery(year.yearId));
  const week = useQuery(weekQuery({ academicClassId: classId }, Boolean(classId)));
  const subjects = useQuery(classSubjectsQuery(classId));
  const teachers = useQuery({ ...teachersQuery(year.yearId), enabled: Boolean(year.yearId) });
  const rooms = useQuery({ ...roomsQuery(), enabled: canManage });
  const changes = useRoutineChanges();
  const [cell, setCell] = useState<TOpenCell>();
  const [copyTo, setCopyTo] = useState<string>();
  const [copyOpen, setCopyOpen] = useState(false);
  const [form] = Form.useForm<TCellForm>();

  const current = classes.data?.find((c) => c.id === classId);
  const sameGrade = (classes.data ?? []).filter((c) => current && c.id !== current.id && c.courseLevelId === current.courseLevelId);
  const subjectId = Form.useWatch('courseLevelSubjectId', form);
  const assigned = new Set((subjects.data ?? []).find((s) => s.id === subjectId)?.teachers.map((x) => x.employeeId) ?? []);
  const teacherItems = [...(teachers.data ?? [])]
    .sort((a, b) => Number(assigned.has(b.employeeId)) - Number(assigned.has(a.employeeId)))
    .map((x) => ({
      id: x.employeeId,
      description: `${x.fullName} (${x.code})${assigned.has(x.employeeId) ? ' ★' : ''}`,
      descriptionEn: `${x.fullNameEn} (${x.code})${assigned.has(x.employeeId) ? ' ★' : ''}`,
    }));

  const openCell = (day: number, slot: TSlot, routine: TRoutineItem | undefined) => {
    if (!canManage) return;
    setCell({ day, slot, routine });
    form.setFieldsValue({ courseLevelSubjectId: routine?.courseLevelSubjectId, employeeId: routine?.employeeId, roomId: routine?.roomId ?? undefined });
  };

  const save = async (values: TCellForm, confirmOutsideAssignment = false) => {
    if (!cell || !classId) return;
    try {
      await changes.save.mutateAsync({
        id: cell.routine?.id,
        version: cell.routine?.version,
        academicClassId: classId,
        dayOfWeek: cell.day,
        academicSessionTimeId: cell.routine?.academicSessionTimeId ?? cell.slot.sessionTimeId,
        courseLevelSubjectId: values.courseLevelSubjectId,
        employeeId: values.employeeId,
        roomId: values.roomId,
        confirmOutsideAssignment,
      });
      notify.success(t('common:state.saved'));
      setCell(undefined);
    } catch (error) {
      const warning = error instanceof ApiError && (error.data as { warning?: string } | undefined)?.warning === 'OUTSIDE_ASSIGNMENT';
      if (warning) {
        modal.confirm({
          title: t('outsideTitle'),
          content: localName({ description: error.messageKm ?? '', descriptionEn: error.messageEn ?? '' }),
          okText: t('saveAnyway'),
          cancelText: t('common:action.cancel'),
          onOk: () => save(values, true),
        });
      } else notify.errorDialog(error);
    }
  };

  const remove = async () => {
    if (!cell?.routine) return;
    try {
      await changes.remove.mutateAsync(cell.routine.id);
      notify.success(t('common:state.deleted'));
      setCell(undefined);
    } catch (error) {
      notify.errorDialog(error);
    }
  };

  const copy = async () => {
    if (!classId || !copyTo) return;
    try {
      const result = await changes.copy.mutateAsync({ fromAcademicClassId: classId, toAcademicClassId: copyTo });
      notify.infoDialog(t('copyDone'), t('copyResult', { copied: digits(result.copied), skipped: digits(result.skipped) }));
      setCopyOpen(false);
    } catch (error) {
      notify.errorDialog(error);
    }
  };

  return (
    <>
      <PageHeader
        title={t('arrangementTitle')}
        crumbs={[{ label: t('management') }, { label: t('arrangementTitle') }]}
        embedded={embedded}
        extra={
          classId && (
            <Space>
              {canManage && (
                <Button icon={<CopyOutlined />} onClick={() => setCopyOpen(true)} disabled={sameGrade.length === 0} data-testid="routine-copy">
                  {t('copyWeek')}
                </Button>
              )}
              <Button
                icon={<PrinterOutlined />}
                onClick={() => printWeek({ academicClassId: classId }).catch((e: unknown) => void notify.errorDialog(e))}
                data-testid="routine-print"
              >
                {t('print')}
              </Button>
            </Space>
          )
        }
      />
      <CompactFilterBar>
        <YearFilter years={year.years} value={year.yearId} onChange={(id) => year.pick(id)} loading={year.loading} ariaLabel={t('year')} />
        <NamedSelect
          items={classes.data ?? []}
          value={classId}
          onChange={setClassId}
          loading={classes.isLoading}
          placeholder={t('chooseClass')}
          ariaLabel={t('class')}
          testId="routine-class"
        />
      </CompactFilterBar>
      {!classId && <Empty description={t('chooseClassToArrange')} data-testid="routine-choose-class" />}
      {classId && week.data && <WeekGrid week={week.data} mode="class" onCell={canManage ? openCell : undefined} testId="routine-grid" />}
      <Modal
        open={Boolean(cell)}
        title={
          cell
            ? `${localName({ description: week.data?.days.find((d) => d.day === cell.day)?.name ?? '', descriptionEn: week.data?.days.find((d) => d.day === cell.day)?.nameEn ?? '' })} · ${digits(`${cell.slot.from}-${cell.slot.to}`)}`
            : ''
        }
        onCancel={() => setCell(undefined)}
        destroyOnHidden
        footer={
          <Flex justify="space-between">
            <span>
              {cell?.routine && (
                <Space>
                  <Button danger onClick={remove} data-testid="routine-clear">
                    {t('clearCell')}
                  </Button>
                  <Button onClick={() => navigate(`/schedule/detail?id=${cell.routine!.id}`)} data-testid="routine-substitutes">
                    {t('substitutes')}
                  </Button>
                </Space>
              )}
            </span>
            <Space>
              <Button onClick={() => setCell(undefined)}>{t('common:action.cancel')}</Button>
              <Button type="primary" loading={changes.save.isPending} onClick={() => form.submit()} data-testid="routine-save">
                {t('common:action.save')}
              </Button>
            </Space>
          </Flex>
        }
      >
        <Form form={form} layout="vertical" onFinish={(v) => save(v)} data-testid="routine-form">
          <Form.Item name="courseLevelSubjectId" label={t('subject')} rules={[{ required: true, message: t('subjectRequired') }]}>
            <NamedSelect items={subjects.data ?? []} ariaLabel={t('subject')} width="100%" testId="routine-subject" />
          </Form.Item>
          <Form.Item name="employeeId" label={t('teacher')} rules={[{ required: true, message: t('teacherRequired') }]} extra={t('assignedHint')}>
            <NamedSelect items={teacherItems} ariaLabel={t('teacher')} width="100%" testId="routine-teacher" />
          </Form.Item>
          <Form.Item name="roomId" label={t('room')}>
            <NamedSelect items={rooms.data?.items ?? []} ariaLabel={t('room')} width="100%" allowClear testId="routine-room" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={copyOpen}
        title={t('copyWeek')}
        onCancel={() => setCopyOpen(false)}
        onOk={copy}
        okText={t('copy')}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ disabled: !copyTo, loading: changes.copy.isPending }}
        destroyOnHidden
      >
        <p>{t('copyHint')}</p>
        <NamedSelect items={sameGrade} value={copyTo} onChange={setCopyTo} ariaLabel={t('copyTarget')} width="100%" testId="routine-copy-target" />
      </Modal>
    </>
  );
}
