import { InputNumber, Switch, Table, Typography } from 'antd';
import type { EscalationSettingDto, UpdateEscalationSettingInput } from '@rtm/contracts';
import { SkeletonRows } from '@rtm/frontend/ui';
import { useEscalationSettings, useUpdateEscalationSetting } from '../../hooks/useSettings';
import { useAdminTranslation } from '../../i18n';

/** The escalation rules (3 skeletons while loading); every change is sent at once (SPEC section 7). */
export function NotificationsTab() {
  const rules = useEscalationSettings();
  const update = useUpdateEscalationSetting();
  const { t } = useAdminTranslation();
  const change = (rule: EscalationSettingDto, input: UpdateEscalationSettingInput) => update.mutate({ id: rule.id, ...input });
  /** Whole numbers only (SPEC section 5); an emptied field sends nothing. */
  const days = (field: 'daysBeforeDue' | 'daysOverdue', label: string) => (value: number, rule: EscalationSettingDto) => (
    <InputNumber
      key={`${rule.id}-${value}`}
      defaultValue={value}
      min={0}
      max={365}
      precision={0}
      aria-label={label}
      onChange={(next) => {
        if (typeof next === 'number' && Number.isInteger(next) && next !== rule[field]) change(rule, { [field]: next });
      }}
    />
  );

  return (
    <>
      <Typography.Title level={4}>{t('settings.escalationTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.escalation.help')}</Typography.Paragraph>
      {rules.isLoading ? (
        <SkeletonRows count={3} />
      ) : (
        <Table<EscalationSettingDto>
          rowKey="id"
          dataSource={rules.data}
          pagination={false}
          scroll={{ x: 560 }}
          columns={[
            { title: t('settings.escalation.name'), dataIndex: 'name', render: (name: string) => <span dir="auto">{name}</span> },
            {
              title: t('settings.escalation.daysBeforeDue'),
              dataIndex: 'daysBeforeDue',
              render: days('daysBeforeDue', t('settings.escalation.daysBeforeDue')),
            },
            {
              title: t('settings.escalation.daysOverdue'),
              dataIndex: 'daysOverdue',
              render: days('daysOverdue', t('settings.escalation.daysOverdue')),
            },
            {
              title: t('settings.active'),
              dataIndex: 'isActive',
              render: (isActive: boolean, rule) => (
                <Switch
                  checked={isActive}
                  aria-label={t('settings.escalation.activeLabel', { name: rule.name })}
                  onChange={(checked) => change(rule, { isActive: checked })}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
