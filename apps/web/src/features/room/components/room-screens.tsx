import '../i18n';
import { Button, Card, Col, Descriptions, Form, Input, Row, Select, Space, Table } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { RecordEditButton, RecordFormSubPage, RecordSubPage, RecordLinkActions, RecordPageForm, useRouteId } from '../../../components/record-page';
import { useDigits, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { buildingChoicesQuery, roomApi, type TRoom } from '../api/room-api';

type TEquipmentValues = { description: string; descriptionEn: string; quantity: number };
type TValues = {
  code: string;
  description: string;
  descriptionEn: string;
  buildingId: string;
  floor: number;
  capacity: number;
  roomType: number;
  equipments?: TEquipmentValues[];
};

/** Room types of the contract (classroom … other), labels in the settings catalog. */
const ROOM_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const;

function useCrumbs() {
  const { t } = useTranslation('room');
  return [{ label: t('configuration') }, { label: t('room.title'), path: '/settings/room' }];
}

function useBuildingOptions() {
  const localName = useLocalName();
  const buildings = useQuery(buildingChoicesQuery());
  return { loading: buildings.isLoading, options: (buildings.data?.items ?? []).map((b) => ({ value: b.id, label: localName(b) })) };
}

/** /settings/room: rooms, filtered by building. */
export function RoomList() {
  const { t } = useTranslation('room');
  const n = useDigits();
  const localName = useLocalName();
  const navigate = useLocaleNavigate();
  const canManage = usePermissions().has('MANAGE_ROOM');
  const queryClient = useQueryClient();
  const remove = roomApi.useRemove();
  const buildings = useBuildingOptions();
  return (
    <>
      <PageHeader
        title={t('room.title')}
        crumbs={[{ label: t('configuration') }, { label: t('room.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/settings/room/add')}>
              {t('room.add')}
            </Button>
          )
        }
      />
      <DataTable<TRoom, { buildingId?: string; keyword?: string }>
        pageKey="room"
        queryKey={roomApi.keys.list}
        rowKey="id"
        filters={
          <Form.Item name="buildingId">
            <Select allowClear placeholder={t('room.allBuildings')} options={buildings.options} loading={buildings.loading} style={{ width: 200 }} />
          </Form.Item>
        }
        advancedFilters={
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('common:field.keyword')} style={{ width: 200 }} />
          </Form.Item>
        }
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(
            roomApi.listQuery({
              pageIndex: request.pageIndex,
              pageSize: request.pageSize,
              buildingId: request.filters.buildingId,
              search: request.filters.keyword?.trim(),
            }),
          );
          return { items: result.items, total: result.total ?? result.items.length };
        }}
        columns={[
          { title: t('room.code'), dataIndex: 'code', width: 120 },
          { title: t('room.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          {
            title: t('room.building'),
            key: 'building',
            render: (_v, r) => <BilingualName item={{ description: r.buildingDescription, descriptionEn: r.buildingDescriptionEn }} />,
          },
          { title: t('room.type'), dataIndex: 'roomType', render: (v: number) => t(`room.types.${v}`) },
          { title: t('room.floor'), dataIndex: 'floor', width: 90, render: (v: number | null) => n(v) },
          { title: t('room.capacity'), dataIndex: 'capacity', width: 110, render: (v: number | null) => n(v) },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 150,
            render: (_v, r) => <RecordLinkActions basePath="/settings/room" id={r.id} name={localName(r)} canManage={canManage} remove={remove} />,
          },
        ]}
      />
    </>
  );
}

function RoomForm({ room }: { room?: TRoom }) {
  const { t } = useTranslation('room');
  const buildings = useBuildingOptions();
  return (
    <RecordPageForm<TRoom, TValues, Parameters<ReturnType<typeof roomApi.useSave>['mutateAsync']>[0]>
      record={room}
      save={roomApi.useSave()}
      backTo="/settings/room"
      maxWidth={860}
      fields={['code', 'description', 'descriptionEn', 'buildingId', 'floor', 'capacity', 'roomType']}
      values={(r) => ({
        equipments: (r.equipments ?? []).map((e) => ({ description: e.description, descriptionEn: e.descriptionEn, quantity: e.quantity })),
      })}
      defaults={{ equipments: [], floor: 1, capacity: 40, roomType: 0 }}
      body={(v) => ({
        code: v.code.trim(),
        ...trimmedDescriptions(v),
        buildingId: v.buildingId,
        floor: v.floor,
        capacity: v.capacity,
        roomType: v.roomType,
        // The client sends the list as JSON text in the form body (contract `zForm.list`).
        equipments: (v.equipments ?? []).map((e) => ({ ...trimmedDescriptions(e), quantity: e.quantity })),
      })}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('room.code')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="buildingId" label={t('room.building')} rules={[{ required: true }]}>
            <Select options={buildings.options} loading={buildings.loading} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <DescriptionFields labels={{ km: t('room.nameKm'), en: t('room.nameEn') }} col={{ xs: 24, md: 12 }} />
        <Col xs={24} md={8}>
          <Form.Item name="roomType" label={t('room.type')} rules={[{ required: true }]}>
            <Select options={ROOM_TYPES.map((v) => ({ value: v, label: t(`room.types.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="floor" label={t('room.floor')} rules={[{ required: true }, { type: 'integer', min: 1, max: 100 }]}>
            <NumberInput min={1} max={100} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="capacity" label={t('room.capacity')} rules={[{ required: true }, { type: 'integer', min: 0, max: 10000 }]}>
            <NumberInput min={0} max={10000} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="equipments">
        {(fields, { add, remove }) => (
          <Card size="small" title={t('room.equipments')} style={{ marginBottom: 16 }}>
            {fields.map((field) => (
              <Row key={field.key} gutter={8} align="top">
                <DescriptionFields
                  labels={{ km: t('room.equipmentKm'), en: t('room.equipmentEn') }}
                  max={null}
                  col={{ xs: 24, md: 9 }}
                  namePrefix={field.name}
                />
                <Col xs={18} md={4}>
                  <Form.Item name={[field.name, 'quantity']} label={t('room.quantity')} rules={[{ required: true }, { type: 'integer', min: 1 }]}>
                    <NumberInput min={1} precision={0} />
                  </Form.Item>
                </Col>
                <Col xs={6} md={2} style={{ paddingTop: 34 }}>
                  <Button type="text" danger icon={<MinusCircleOutlined />} aria-label={t('common:action.delete')} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ description: '', descriptionEn: '', quantity: 1 })}>
              {t('room.addEquipment')}
            </Button>
          </Card>
        )}
      </Form.List>
    </RecordPageForm>
  );
}

function useRoom() {
  return useQuery(roomApi.getQuery(useRouteId('slug')));
}

/** The add and edit pages' titles, crumbs and form. */
function useRoomFormPage() {
  const { t } = useTranslation('room');
  return { titles: { add: t('room.add'), edit: t('room.edit') }, crumbs: useCrumbs(), form: (record?: TRoom) => <RoomForm room={record} /> };
}

export function RoomAdd() {
  return <RecordFormSubPage {...useRoomFormPage()} />;
}

export function RoomEdit() {
  return <RecordFormSubPage {...useRoomFormPage()} query={useRoom()} />;
}

export function RoomView() {
  const { t } = useTranslation('room');
  const n = useDigits();
  const crumbs = useCrumbs();
  const canManage = usePermissions().has('MANAGE_ROOM');
  const query = useRoom();
  const r = query.data;
  return (
    <RecordSubPage title={t('room.view')} crumbs={crumbs} extra={<RecordEditButton to={canManage && r && `/settings/room/edit/${r.id}`} />} query={query}>
      {(r) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'code', label: t('room.code'), children: r.code || '—' },
                {
                  key: 'building',
                  label: t('room.building'),
                  children: <BilingualName item={{ description: r.buildingDescription, descriptionEn: r.buildingDescriptionEn }} />,
                },
                { key: 'type', label: t('room.type'), children: t(`room.types.${r.roomType}`) },
                { key: 'km', label: t('room.nameKm'), children: r.description },
                { key: 'en', label: t('room.nameEn'), children: r.descriptionEn },
                { key: 'floor', label: t('room.floor'), children: n(r.floor) || '—' },
                { key: 'capacity', label: t('room.capacity'), children: n(r.capacity) || '—' },
              ]}
            />
          </Card>
          <Card title={t('room.equipments')}>
            <Table
              rowKey={(e) => e.id ?? `${e.description}-${e.quantity}`}
              dataSource={r.equipments ?? []}
              pagination={false}
              locale={{ emptyText: t('common:state.noData') }}
              columns={[
                { title: t('room.equipments'), key: 'name', render: (_v, e) => <BilingualName item={e} /> },
                { title: t('room.quantity'), dataIndex: 'quantity', width: 120, render: (v: number | null) => n(v) },
              ]}
            />
          </Card>
        </Space>
      )}
    </RecordSubPage>
  );
}
