import '../i18n';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, khmerDigits } from '../../../lib/date';
import { useLocale } from '../../../lib/use-locale';

/** A student's state on a homework (HOMEWORK_STATUS): not submitted, submitted, late, returned. */
const COLOUR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning', 3: 'blue' };

export function HomeworkStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('homework');
  return (
    <Tag color={COLOUR[status]} data-testid="homework-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The due date and time in Phnom Penh's local time (the server gives them), in the page's language and digits. */
export function useDueText() {
  const locale = useLocale();
  return (h: { dueDate: string; dueTime: string }) =>
    `${formatDate(h.dueDate, locale, 'DD MMMM YYYY')} ${locale === 'km' ? khmerDigits(h.dueTime) : h.dueTime}`;
}

/** A moment (ISO) as the page writes it, in Phnom Penh's time. */
export function useMomentText() {
  const locale = useLocale();
  return (iso: string) => {
    const local = new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString();
    const time = local.slice(11, 16);
    return `${formatDate(local.slice(0, 10), locale, 'DD/MM/YYYY')} ${locale === 'km' ? khmerDigits(time) : time}`;
  };
}
