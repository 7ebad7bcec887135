import { useMemo, useState } from 'react';
import { Checkbox, Flex, Input, Spin, Typography, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { UserText } from '@rtm/frontend/ui';
import { useRiskSearch, type RiskChoice } from '../../hooks/useRiskSearch';
import { useTasksTranslation } from '../../i18n';

export interface RiskCheckboxListProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The task's linked risks: listed first and kept in view whatever is searched. */
  known?: readonly RiskChoice[];
}

/**
 * Linked risks of the edit form (SPEC section 2): checkboxes in a list that scrolls at 200 px, 'No risks
 * available' when there is none. A search box asks the server (any risk can be found); the checked risks
 * stay at the top of the list.
 */
export function RiskCheckboxList({ id, value = [], onChange, known = [] }: RiskCheckboxListProps) {
  const { t } = useTasksTranslation();
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const search = useRiskSearch(text);
  const [seen, setSeen] = useState<Record<string, RiskChoice>>(() => Object.fromEntries(known.map((r) => [r.id, r])));

  const rows = useMemo(() => {
    const checked = value.map((riskId) => seen[riskId] ?? search.choices.find((r) => r.id === riskId) ?? { id: riskId, riskId, title: '' });
    return [...checked, ...search.choices.filter((r) => !value.includes(r.id))];
  }, [value, seen, search.choices]);

  const toggle = (risk: RiskChoice, on: boolean) => {
    setSeen((prev) => ({ ...prev, [risk.id]: risk }));
    onChange?.(on ? [...value, risk.id] : value.filter((r) => r !== risk.id));
  };

  return (
    <Flex vertical gap={8}>
      <Input
        id={id}
        allowClear
        size="small"
        prefix={<SearchOutlined />}
        placeholder={t('form.searchRisks')}
        aria-label={t('form.searchRisks')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        suffix={search.searching ? <Spin size="small" /> : undefined}
      />
      <div
        role="group"
        aria-label={t('form.linkedRisks')}
        style={{
          maxHeight: 200,
          overflowY: 'auto',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          padding: 8,
        }}
        tabIndex={0}
        data-testid="risk-checkbox-list"
      >
        {rows.length === 0 ? (
          <Typography.Text type="secondary">{text.trim() ? t('form.noRisksFound') : t('form.noRisksAvailable')}</Typography.Text>
        ) : (
          <Flex vertical gap={4}>
            {rows.map((risk) => (
              <Checkbox
                key={risk.id}
                checked={value.includes(risk.id)}
                onChange={(e) => toggle(risk, e.target.checked)}
                data-testid="risk-checkbox"
              >
                <Typography.Text strong dir="ltr">
                  {risk.riskId}
                </Typography.Text>{' '}
                <UserText>{risk.title}</UserText>
              </Checkbox>
            ))}
          </Flex>
        )}
      </div>
    </Flex>
  );
}
