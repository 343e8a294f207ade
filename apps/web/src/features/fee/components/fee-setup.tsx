import '../i18n';
import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { useAllYears } from '../../../lib/setup-lookups';
import { useAcademicYears, usePermissions } from '../../auth/use-session';
import { FeeTypeTab } from './fee-type-tab';
import { FeeTermTab } from './fee-term-tab';
import { FeeItemTab } from './fee-item-tab';
import { PaymentMethodTab } from './payment-method-tab';
import { PaymentSettingTab } from './payment-setting-tab';
import { DiscountCategoryTab } from './discount-category-tab';
import { StudentDiscountTab } from './student-discount-tab';

/** `/settings/payment`: the fee setup (issue 14), one tab per family; terms and items belong to a year. */
export function FeeSetup() {
  const { t } = useTranslation('fee');
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_FEE_SETUP');
  const { selected } = useAcademicYears();
  const { years, defaultYearId, loading } = useAllYears(selected?.id);
  const [chosenYear, setYearId] = useState<string>();
  const yearId = chosenYear ?? defaultYearId;
  const yearBar = (
    <CompactFilterBar>
      <YearFilter years={years} value={yearId} onChange={setYearId} loading={loading} ariaLabel={t('field.year')} />
    </CompactFilterBar>
  );
  return (
    <>
      <PageHeader title={t('setup.title')} crumbs={[{ label: t('setup.settings') }, { label: t('setup.title') }]} />
      <Tabs
        data-testid="fee-setup-tabs"
        items={[
          { key: 'setting', label: t('setup.tabs.setting'), children: <PaymentSettingTab canManage={canManage} /> },
          { key: 'type', label: t('setup.tabs.type'), children: <FeeTypeTab canManage={canManage} /> },
          {
            key: 'term',
            label: t('setup.tabs.term'),
            children: (
              <>
                {yearBar}
                <FeeTermTab canManage={canManage} yearId={yearId} />
              </>
            ),
          },
          {
            key: 'item',
            label: t('setup.tabs.item'),
            children: (
              <>
                {yearBar}
                <FeeItemTab canManage={canManage} yearId={yearId} />
              </>
            ),
          },
          { key: 'method', label: t('setup.tabs.method'), children: <PaymentMethodTab canManage={canManage} /> },
          { key: 'discount', label: t('setup.tabs.discount'), children: <DiscountCategoryTab canManage={canManage} /> },
          {
            key: 'studentDiscount',
            label: t('setup.tabs.studentDiscount'),
            children: (
              <>
                {yearBar}
                <StudentDiscountTab canManage={permissions.has('MANAGE_FEE_COLLECTION')} yearId={yearId} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
