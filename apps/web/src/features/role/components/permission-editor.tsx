import '../i18n';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Collapse, Empty, Flex, Row, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, PERMISSION_KEYS, type TPermissionGroup, type TPermissionKey } from '@school/contract/permission/permission.keys';
import { PageHeader } from '../../../components/page-header';
import { useSaveOutcome } from '../../../components/use-save';
import { useErrorText } from '../../../components/feedback';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { rolesQuery, useSaveRole, type TRole } from '../api/role-api';

const GROUPS: TPermissionGroup[] = ['general', 'administration', 'setting', 'report', 'switch'];

/** /settings/permission: roles × permission keys, grouped by menu, labels in both languages. */
export function PermissionEditor() {
  const { t } = useTranslation('role');
  const locale = useLocale();
  const permissions = usePermissions();
  const canEdit = permissions.has('MANAGE_ROLE');
  const errorText = useErrorText();
  const roles = useQuery(rolesQuery());
  const save = useSaveRole();
  const saveOutcome = useSaveOutcome();
  const [roleId, setRoleId] = useState<string>();
  const [draft, setDraft] = useState<Record<string, Set<string>>>({});

  const list = useMemo(() => roles.data ?? [], [roles.data]);
  const role: TRole | undefined = list.find((r) => r.id === roleId) ?? list[0];
  const keys = role ? (draft[role.id] ?? new Set(role.keys)) : new Set<string>();
  const dirty = role ? draft[role.id] !== undefined : false;
  const setKeys = (next: Set<string>) => role && setDraft((d) => ({ ...d, [role.id]: next }));
  const byGroup = (group: TPermissionGroup) => PERMISSION_KEYS.filter((k) => PERMISSIONS[k].group === group);
  const label = (key: TPermissionKey) => pickLocale(PERMISSIONS[key].name, PERMISSIONS[key].nameEn, locale);

  if (roles.isLoading) return <Skeleton active />;
  return (
    <>
      <PageHeader
        title={t('permission.title')}
        crumbs={[{ label: t('configuration') }, { label: t('permission.title') }]}
        extra={
          canEdit &&
          role && (
            <Button
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() =>
                saveOutcome(
                  () => save.mutateAsync({ id: role.id, code: role.code, name: role.name, nameEn: role.nameEn, keys: [...keys].sort(), version: role.version }),
                  () => setDraft((d) => Object.fromEntries(Object.entries(d).filter(([id]) => id !== role.id))),
                )
              }
            >
              {t('common:action.save')}
            </Button>
          )
        }
      />
      {roles.isError ? (
        <Alert type="error" showIcon title={errorText(roles.error)} />
      ) : list.length === 0 ? (
        <Empty description={t('common:state.noData')} />
      ) : (
        <Card>
          <Typography.Paragraph type="secondary">{t('permission.intro')}</Typography.Paragraph>
          {!canEdit && <Alert type="info" showIcon title={t('permission.readOnly')} style={{ marginBottom: 12 }} />}
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
            <Typography.Text strong>{t('permission.role')}:</Typography.Text>
            <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
              <Segmented value={role?.id} onChange={(v) => setRoleId(String(v))} options={list.map((r) => ({ value: r.id, label: localName(r, locale) }))} />
            </div>
            {role && <Tag>{t('permission.granted', { count: keys.size, total: PERMISSION_KEYS.length })}</Tag>}
          </Flex>
          <Collapse
            defaultActiveKey={GROUPS}
            items={GROUPS.map((group) => {
              const groupKeys = byGroup(group);
              const all = groupKeys.every((k) => keys.has(k));
              const some = groupKeys.some((k) => keys.has(k));
              return {
                key: group,
                label: t(`permission.groups.${group}`),
                extra: (
                  <Checkbox
                    disabled={!canEdit}
                    checked={all}
                    indeterminate={some && !all}
                    onClick={(e) => e.stopPropagation()}
                    onChange={(e) => {
                      const next = new Set(keys);
                      groupKeys.forEach((k) => (e.target.checked ? next.add(k) : next.delete(k)));
                      setKeys(next);
                    }}
                  >
                    {t('permission.selectAll')}
                  </Checkbox>
                ),
                children: (
                  <Row gutter={[12, 8]}>
                    {groupKeys.map((k) => (
                      <Col key={k} xs={24} md={12} xl={8}>
                        <Checkbox
                          disabled={!canEdit}
                          checked={keys.has(k)}
                          onChange={(e) => {
                            const next = new Set(keys);
                            if (e.target.checked) next.add(k);
                            else next.delete(k);
                            setKeys(next);
                          }}
                        >
                          <span>{label(k)}</span>
                          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11 }} code>
                            {k}
                          </Typography.Text>
                        </Checkbox>
                      </Col>
                    ))}
                  </Row>
                ),
              };
            })}
          />
        </Card>
      )}
    </>
  );
}
