import { useState } from 'react';
import { Flex, InputNumber, Space, Switch, Table, Typography } from 'antd';
import type { EscalationSettingDto, UpdateEscalationSettingInput } from '@rtm/contracts';
import { SkeletonRows, UserText } from '@rtm/frontend/ui';
import { useEscalationSettings, useUpdateEscalationSetting } from '../../hooks/useSettings';
import { useAdminTranslation } from '../../i18n';

/** The escalation rules (3 skeletons while loading); every change is sent at once (SPEC section 7). */
export function NotificationsTab() {
  const rules = useEscalationSettings();
  const update = useUpdateEscalationSetting();
  const { t } = useAdminTranslation();
  // The fields hold what was typed; after a refusal they start again from the server's values (a key of their own).
  const [refusals, setRefusals] = useState(0);
  const change = (rule: EscalationSettingDto, input: UpdateEscalationSettingInput) =>
    update.mutate({ id: rule.id, ...input }, { onError: () => setRefusals((n) => n + 1) });
  /** Whole numbers only (SPEC section 5); an emptied field sends nothing. */
  const days = (field: 'daysBeforeDue' | 'daysOverdue', label: string) => (value: number, rule: EscalationSettingDto) => (
    <InputNumber
      key={`${rule.id}-${value}-${refusals}`}
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

  /**
   * The ladder as two fields: step 2 needs step 1, and emptying step 1 ends the ladder. The service checks
   * that the steps ascend and come after Days Overdue (a toast with its message otherwise).
   */
  const step = (index: 0 | 1, label: string) => (rule: EscalationSettingDto) => {
    const value = rule.escalationSteps[index];
    const id = `escalation-${rule.id}-step-${index + 1}`;
    return (
      <Flex vertical gap={2} key={index}>
        <label htmlFor={id} style={{ fontSize: 12 }}>
          {label}
        </label>
        <InputNumber
          id={id}
          key={`${rule.id}-${index}-${value ?? ''}-${refusals}`}
          defaultValue={value}
          min={1}
          max={365}
          precision={0}
          disabled={index === 1 && rule.escalationSteps.length === 0}
          onChange={(next) => {
            if (next === null) {
              if (value !== undefined) change(rule, { escalationSteps: rule.escalationSteps.slice(0, index) });
            } else if (Number.isInteger(next) && next !== value) {
              change(rule, { escalationSteps: index === 0 ? [next, ...rule.escalationSteps.slice(1)] : [rule.escalationSteps[0], next] });
            }
          }}
        />
      </Flex>
    );
  };

  return (
    <>
      <Typography.Title level={4}>{t('settings.escalationTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.escalation.help')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('settings.escalation.stepsHelp')}</Typography.Paragraph>
      {rules.isLoading ? (
        <SkeletonRows count={3} />
      ) : (
        <Table<EscalationSettingDto>
          rowKey="id"
          dataSource={rules.data}
          pagination={false}
          scroll={{ x: 760 }}
          columns={[
            { title: t('settings.escalation.name'), dataIndex: 'name', render: (name: string) => <UserText>{name}</UserText> },
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
              title: t('settings.escalation.steps'),
              dataIndex: 'escalationSteps',
              render: (_: number[], rule) => (
                <Space wrap align="start">
                  {step(0, t('settings.escalation.step1'))(rule)}
                  {step(1, t('settings.escalation.step2'))(rule)}
                </Space>
              ),
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
