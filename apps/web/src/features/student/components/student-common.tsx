import { Tag, Typography } from 'antd';
import { ENUM_ITEMS, STUDENT_STATUS, enumName, type TEnumName } from '@school/contract/enum/enum.values';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';

/** Options of a contract enumeration (gender, student status, relationship), labelled in the page's language. */
export function useEnumOptions(name: TEnumName, filter?: (value: number) => boolean) {
  const locale = useLocale();
  return ENUM_ITEMS[name]
    .filter((item) => !filter || filter(item.Value as number))
    .map((item) => ({ value: item.Value as number, label: locale === 'en' ? item.NameEn : item.Name }));
}

export function useEnumLabel(name: TEnumName) {
  const locale = useLocale();
  return (value: number | null | undefined) => enumName(ENUM_ITEMS[name], value, locale);
}

const STATUS_COLOURS: Record<number, string> = {
  [STUDENT_STATUS.ACTIVE]: 'green',
  [STUDENT_STATUS.INACTIVE]: 'default',
  [STUDENT_STATUS.GRADUATED]: 'blue',
  [STUDENT_STATUS.PROMOTED]: 'cyan',
  [STUDENT_STATUS.REPEATED]: 'gold',
  [STUDENT_STATUS.DROPPED]: 'red',
  [STUDENT_STATUS.SUSPENDED]: 'orange',
  [STUDENT_STATUS.TRANSFERRED]: 'purple',
  [STUDENT_STATUS.ACHIEVED]: 'geekblue',
  [STUDENT_STATUS.TRAVELED]: 'magenta',
};

/** Student status of portal §3 (active … traveled) as a coloured tag. */
export function StudentStatusTag({ status }: { status: number }) {
  const label = useEnumLabel('studentStatus');
  return (
    <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="student-status">
      {label(status)}
    </Tag>
  );
}

/** A person's name in the page's language, the other script under it. */
export function PersonName({ person }: { person: { fullName: string; fullNameEn: string } }) {
  const locale = useLocale();
  const shown = pickLocale(person.fullName, person.fullNameEn, locale);
  const other = locale === 'km' ? person.fullNameEn : person.fullName;
  return (
    <span>
      <span lang={locale}>{shown}</span>
      {other && other !== shown && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {other}
        </Typography.Text>
      )}
    </span>
  );
}
