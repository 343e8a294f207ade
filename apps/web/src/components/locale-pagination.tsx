import { cloneElement, isValidElement, useMemo } from 'react';
import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDigits } from '../lib/use-locale';

/** rc-pagination jumps this many pages with its "•••" buttons. */
const JUMP = 5;

/**
 * What every table's pager writes and says (issue 10): page numbers, "១-១០ នៃ ២៤" and "១០ / ទំព័រ" in
 * the page's digits; the arrow and "•••" buttons named in the page's language (their icons are silent,
 * `accessible-names.ts`), and no hover titles, which rc-pagination writes in Latin digits ("1/3").
 * Spread into a table's `pagination` beside its own page size and handlers.
 */
export function useLocalePagination(): Pick<PaginationProps, 'itemRender' | 'showTotal' | 'showSizeChanger' | 'showTitle'> {
  const { t } = useTranslation();
  const digits = useDigits();
  return useMemo(
    () => ({
      showSizeChanger: {
        labelRender: ({ value }) => t('common:table.perPage', { size: Number(value) }),
        optionRender: (option) => t('common:table.perPage', { size: Number(option.value) }),
      },
      showTitle: false,
      itemRender: (page, type, element) => {
        if (type === 'page') return <a>{digits(page)}</a>;
        const name = {
          prev: t('common:table.prevPage'),
          next: t('common:table.nextPage'),
          'jump-prev': t('common:table.prevPages', { count: JUMP }),
          'jump-next': t('common:table.nextPages', { count: JUMP }),
        }[type];
        return isValidElement<{ 'aria-label'?: string }>(element) ? cloneElement(element, { 'aria-label': name }) : element;
      },
      showTotal: (total, range) => t('common:table.range', { from: range[0], to: range[1], total }),
    }),
    [t, digits],
  );
}
