import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen reader says for antd's own parts (issue 10, item 13). Three things antd does not let us
 * set through its props or locale:
 * - every icon (ours and antd's) is `<span role="img" aria-label="user-add">`: the English icon name was
 *   read before the Khmer label. Icons are decorative here, so each one is hidden from the accessibility
 *   tree (`aria-hidden`); an icon we name ourselves (`aria-label` other than its icon name) keeps its name.
 * - the select's clear button is named "Clear" whenever `allowClear` is `true` (rc-select), the input's
 *   clear button has no name, and InputNumber's steppers are "Increase Value" / "Decrease Value"
 *   (hard-coded in @rc-component/input-number);
 * - an icon-only search button is named only by its icon.
 * These get the page's words. antd's remaining strings (pager, date picker) come from the locale object
 * in `app/antd-shell.tsx`. The labels are set on the elements as they appear (a MutationObserver on the
 * document, so dropdowns and drawers in portals are covered); React leaves an attribute alone until its
 * own value for it changes, and then this sets it again.
 */
export type TControlLabels = { clear: string; increase: string; decrease: string; search: string };

const NAMED: Array<{ selector: string; label: keyof TControlLabels; onlyWithoutText?: boolean }> = [
  { selector: '.ant-select-clear', label: 'clear' },
  { selector: '.ant-input-clear-icon', label: 'clear' },
  { selector: '.ant-picker-clear', label: 'clear' },
  { selector: '.ant-input-number-action-up', label: 'increase' },
  { selector: '.ant-input-number-action-down', label: 'decrease' },
  { selector: '.ant-input-search-btn', label: 'search', onlyWithoutText: true },
];

function hideIcon(icon: Element): void {
  const name = icon.getAttribute('aria-label');
  // An icon named by us (a Khmer label) is not decorative: keep it.
  if (name !== null && !icon.classList.contains(`anticon-${name}`)) return;
  if (icon.getAttribute('aria-hidden') !== 'true') icon.setAttribute('aria-hidden', 'true');
  if (icon.hasAttribute('role')) icon.removeAttribute('role');
  if (name !== null) icon.removeAttribute('aria-label');
}

/** Names antd's parts inside `root` (and `root` itself) with the page's words; hides decorative icons. */
export function applyAccessibleNames(root: Element, labels: TControlLabels): void {
  const within = (selector: string) => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];
  for (const icon of within('.anticon')) hideIcon(icon);
  for (const { selector, label, onlyWithoutText } of NAMED) {
    for (const element of within(selector)) {
      if (onlyWithoutText && element.textContent?.trim()) continue;
      if (element.getAttribute('aria-label') !== labels[label]) element.setAttribute('aria-label', labels[label]);
    }
  }
}

/** Keeps `applyAccessibleNames` true for everything added to or changed in `root`; returns the stop. */
export function observeAccessibleNames(root: Element, labels: TControlLabels): () => void {
  applyAccessibleNames(root, labels);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // Our own changes come back here too and find nothing left to change.
      if (record.type === 'attributes') applyAccessibleNames(record.target as Element, labels);
      else for (const node of record.addedNodes) if (node instanceof Element) applyAccessibleNames(node, labels);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'role'] });
  return () => observer.disconnect();
}

/** Mounted once in the antd shell: the page's words for antd's controls, decorative icons hidden. */
export function useAccessibleNames(): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const labels: TControlLabels = {
      clear: t('common:control.clear'),
      increase: t('common:control.increase'),
      decrease: t('common:control.decrease'),
      search: t('common:action.search'),
    };
    return observeAccessibleNames(document.body, labels);
  }, [t, i18n.language]);
}
