import '../i18n';
import { Alert, Flex, Segmented, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { PageHeader } from '../../../components/page-header';
import { useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { useAcademicYears, useMe } from '../../auth/use-session';
import { studentResultQuery } from '../api/score-result-api';
import { RecordBookDownload, ResultPeriods } from './score-result-parts';

/**
 * /profile/score (issue 13): a student's released results of the selected year, per exam, semester and year
 * with subject scores, average, rank and mention; never a draft (the server answers released periods only).
 * A guardian sees his children (a chooser, `?studentId=`): the same call for each child. `studentId` (the
 * guardian's /children/score) names the child and leaves out the chooser and the header (the child page frames it).
 */
export function MyScore({ studentId: chosen }: { studentId?: string } = {}) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const me = useMe();
  const { selected: year } = useAcademicYears();
  const [params, setParams] = useSearchParams();
  const self = me.data;
  const children = self?.actorType === ACTOR_TYPE.GUARDIAN ? self.childrens : [];
  const studentId = chosen ?? params.get('studentId') ?? (self?.actorType === ACTOR_TYPE.GUARDIAN ? children[0]?.id : undefined);
  const ready = !!self && (self.actorType === ACTOR_TYPE.STUDENT || !!studentId);
  const results = useQuery({ ...studentResultQuery(studentId, year?.id), enabled: ready });
  const data = results.data;
  return (
    <>
      {!chosen && <PageHeader title={t('result.myTitle')} crumbs={[{ label: t('result.myTitle') }]} />}
      {!chosen && children.length > 1 && (
        <Segmented
          block
          value={studentId}
          onChange={(v) => setParams({ studentId: String(v) }, { replace: true })}
          options={children.map((c) => ({ value: c.id, label: c.id }))}
        />
      )}
      {results.isError && <Alert type="error" showIcon title={t('result.loadFailed')} />}
      {results.isLoading && <Spin />}
      {data && (
        <>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
            <Typography.Text lang={locale}>
              {bothNames(data, locale)[0]} · {(locale === 'km' ? data.academicClass : data.academicClassEn) ?? ''}
            </Typography.Text>
            {/* The printed record book of the released periods, once there is one. */}
            {data.periods.length > 0 && <RecordBookDownload query={{ studentId: studentId ?? undefined, academicYearId: year?.id }} />}
          </Flex>
          <ResultPeriods results={data} />
        </>
      )}
    </>
  );
}
