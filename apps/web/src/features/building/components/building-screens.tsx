import '../i18n';
import { Card, Descriptions, Form, Input, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { DataTable } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { RecordEditButton, RecordFormSubPage, RecordSubPage, RecordLinkActions, RecordPageForm, useRouteId } from '../../../components/record-page';
import { useDigits, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { buildingApi, roomsOfBuildingQuery, type TBuilding } from '../api/building-api';

type TValues = { code: string; description: string; descriptionEn: string; floors: number; note?: string };

function useCrumbs() {
  const { t } = useTranslation('building');
  return [{ label: t('configuration') }, { label: t('building.title'), path: '/settings/building' }];
}

/** /settings/building: the school's buildings. */
export function BuildingList() {
  const { t } = useTranslation('building');
  const n = useDigits();
  const localName = useLocalName();
  const navigate = useLocaleNavigate();
  const canManage = usePermissions().has('MANAGE_BUILDING');
  const queryClient = useQueryClient();
  const remove = buildingApi.useRemove();
  return (
    <>
      <PageHeader
        title={t('building.title')}
        crumbs={[{ label: t('configuration') }, { label: t('building.title') }]}
        extra={canManage && <AddButton label={t('building.add')} onClick={() => navigate('/settings/building/add')} testId="building-add" />}
      />
      <DataTable<TBuilding, { keyword?: string }>
        pageKey="building"
        testId="building-table"
        queryKey={buildingApi.keys.list}
        rowKey="id"
        filters={
          <Form.Item name="keyword">
            <Input.Search allowClear placeholder={t('common:field.keyword')} style={{ width: 220 }} />
          </Form.Item>
        }
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(
            buildingApi.listQuery({ pageIndex: request.pageIndex, pageSize: request.pageSize, search: request.filters.keyword?.trim() }),
          );
          return { items: result.items, total: result.total ?? result.items.length };
        }}
        columns={[
          { title: t('building.code'), dataIndex: 'code', width: 140 },
          { title: t('building.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('building.floors'), dataIndex: 'floors', width: 110, render: (v: number | null) => n(v) },
          { title: t('building.rooms'), dataIndex: 'roomCount', width: 140, render: (v: number | null) => n(v) },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 150,
            render: (_v, r) => <RecordLinkActions basePath="/settings/building" id={r.id} name={localName(r)} canManage={canManage} remove={remove} />,
          },
        ]}
      />
    </>
  );
}

function BuildingForm({ building }: { building?: TBuilding }) {
  const { t } = useTranslation('building');
  return (
    <RecordPageForm<TBuilding, TValues, Parameters<ReturnType<typeof buildingApi.useSave>['mutateAsync']>[0]>
      record={building}
      save={buildingApi.useSave()}
      backTo="/settings/building"
      fields={['code', 'description', 'descriptionEn', 'floors']}
      values={(r) => ({ note: r.note ?? '' })}
      defaults={{ floors: 1 }}
      body={(v) => ({ code: v.code.trim(), ...trimmedDescriptions(v), floors: v.floors, note: v.note?.trim() || undefined })}
    >
      <Form.Item name="code" label={t('building.code')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
        <Input />
      </Form.Item>
      <DescriptionFields labels={{ km: t('building.nameKm'), en: t('building.nameEn') }} />
      <Form.Item name="floors" label={t('building.floors')} rules={[{ required: true }, { type: 'integer', min: 1, max: 100 }]}>
        <NumberInput min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="note" label={t('common:field.note')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </RecordPageForm>
  );
}

/** The add and edit pages' titles, crumbs and form. */
function useBuildingFormPage() {
  const { t } = useTranslation('building');
  return {
    titles: { add: t('building.add'), edit: t('building.edit') },
    crumbs: useCrumbs(),
    form: (record?: TBuilding) => <BuildingForm building={record} />,
  };
}

export function BuildingAdd() {
  return <RecordFormSubPage {...useBuildingFormPage()} />;
}

function useBuilding() {
  return useQuery(buildingApi.getQuery(useRouteId('id')));
}

export function BuildingEdit() {
  return <RecordFormSubPage {...useBuildingFormPage()} query={useBuilding()} />;
}

export function BuildingView() {
  const { t } = useTranslation('building');
  const n = useDigits();
  const crumbs = useCrumbs();
  const canManage = usePermissions().has('MANAGE_BUILDING');
  const query = useBuilding();
  const rooms = useQuery({ ...roomsOfBuildingQuery(query.data?.id), enabled: Boolean(query.data) });
  const b = query.data;
  const inBuilding = rooms.data?.items ?? [];
  return (
    <RecordSubPage
      title={t('building.view')}
      crumbs={crumbs}
      extra={<RecordEditButton to={canManage && b && `/settings/building/edit/${b.id}`} />}
      query={query}
    >
      {(b) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'code', label: t('building.code'), children: b.code || '—' },
                { key: 'floors', label: t('building.floors'), children: n(b.floors) || '—' },
                { key: 'km', label: t('building.nameKm'), children: b.description },
                { key: 'en', label: t('building.nameEn'), children: b.descriptionEn },
                { key: 'note', label: t('common:field.note'), children: b.note || '—' },
              ]}
            />
          </Card>
          <Card title={t('building.rooms')}>
            <Table
              rowKey="id"
              loading={rooms.isLoading}
              dataSource={inBuilding}
              pagination={false}
              locale={{ emptyText: t('common:state.noData') }}
              columns={[
                { title: t('room.code'), dataIndex: 'code' },
                { title: t('room.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
                { title: t('room.floor'), dataIndex: 'floor', render: (v: number | null) => n(v) },
                { title: t('room.capacity'), dataIndex: 'capacity', render: (v: number | null) => n(v) },
              ]}
            />
          </Card>
        </Space>
      )}
    </RecordSubPage>
  );
}
