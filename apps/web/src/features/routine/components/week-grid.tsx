import '../i18n';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../components/bilingual-name';
import { useDigits } from '../../../lib/use-locale';
import type { TRoutineItem, TWeek } from '../api/routine-api';

type TSlot = { key: string; from: string; to: string; sessionTimeId: string; description: string; descriptionEn: string };

/** The time column: wide enough for a period's times on one line in Khmer digits ('០៧:០០-០៧:៥០', wider than Latin). */
const TIME_WIDTH = 132;

/**
 * A week grid: a row per period (session time), a column per study day; a cell shows the subject with the
 * teacher (a class's week) or the class (a teacher's week) and the room. `onCell` makes cells clickable.
 */
export function WeekGrid({
  week,
  mode,
  onCell,
  testId,
}: {
  week: TWeek;
  mode: 'class' | 'teacher';
  onCell?: (day: number, slot: TSlot, routine: TRoutineItem | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('routine');
  const localName = useLocalName();
  const digits = useDigits();
  const slots: TSlot[] = [...new Map(week.sessionTimes.map((s) => [`${s.from}-${s.to}`, s])).values()].map((s) => ({
    key: `${s.from}-${s.to}`,
    from: s.from,
    to: s.to,
    sessionTimeId: s.id,
    description: s.description,
    descriptionEn: s.descriptionEn,
  }));
  const find = (day: number, slot: TSlot) => week.routines.find((r) => r.dayOfWeek === day && r.sessionTime.from === slot.from && r.sessionTime.to === slot.to);
  return (
    <Table<TSlot>
      data-testid={testId}
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: TIME_WIDTH + week.days.length * 110 }}
      dataSource={slots}
      locale={{ emptyText: t('noPeriods') }}
      columns={[
        {
          title: t('time'),
          key: 'time',
          fixed: 'left',
          width: TIME_WIDTH,
          render: (_v, s) => (
            <div>
              {/* A period's times never break inside a time (they wrapped as '០៧:០០-០៧:៥' over '០'). */}
              <div style={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="period-time">
                {digits(`${s.from}-${s.to}`)}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {localName(s)}
              </Typography.Text>
            </div>
          ),
        },
        ...week.days.map((d) => ({
          title: localName({ description: d.name, descriptionEn: d.nameEn }),
          key: `day-${d.day}`,
          onCell: (s: TSlot) => ({
            onClick: onCell ? () => onCell(d.day, s, find(d.day, s)) : undefined,
            style: onCell ? { cursor: 'pointer' } : undefined,
            'data-testid': `cell-${d.day}-${s.from}`,
          }),
          render: (_v: unknown, s: TSlot) => {
            const r = find(d.day, s);
            if (!r) return onCell ? <Typography.Text type="secondary">{t('emptyCell')}</Typography.Text> : null;
            return (
              <div>
                <div style={{ fontWeight: 600 }}>{localName(r.subject)}</div>
                <div style={{ fontSize: 12 }}>
                  {mode === 'class' ? localName({ description: r.teacher.fullName, descriptionEn: r.teacher.fullNameEn }) : localName(r.academicClass)}
                </div>
                {r.room && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('roomShort', { code: r.room.code })}
                  </Typography.Text>
                )}
              </div>
            );
          },
        })),
      ]}
    />
  );
}
export type { TSlot };
