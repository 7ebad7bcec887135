import { useState } from 'react';
import { Flex, Select, Spin, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { DelayedTooltip } from '@rtm/frontend/ui';
import { useRiskSearch, type RiskChoice } from '../../hooks/useRiskSearch';
import { useTasksTranslation } from '../../i18n';

export interface RiskPickerProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Risks already linked (their codes and titles), so they show before any search. */
  known?: readonly RiskChoice[];
}

/**
 * Linked risks of the create form (SPEC section 2): a multi-select that toggles risks, searching the
 * server as the user types; the placeholder shows how many are selected and the selected risk codes are
 * listed below it (or 'None'). Each can be removed from there too.
 */
export function RiskPicker({ id, value = [], onChange, known = [] }: RiskPickerProps) {
  const { t } = useTasksTranslation();
  const [text, setText] = useState('');
  const search = useRiskSearch(text);
  // Codes and titles of the selected risks, from whatever list they were picked from.
  const [picked, setPicked] = useState<Record<string, RiskChoice>>(() => Object.fromEntries(known.map((r) => [r.id, r])));
  const choiceOf = (riskId: string) => picked[riskId] ?? search.choices.find((r) => r.id === riskId);

  const toggle = (riskId: string) => {
    const choice = search.choices.find((r) => r.id === riskId);
    if (choice) setPicked((prev) => ({ ...prev, [riskId]: choice }));
    onChange?.(value.includes(riskId) ? value.filter((r) => r !== riskId) : [...value, riskId]);
  };

  return (
    <Flex vertical gap={8}>
      <Select<string>
        id={id}
        value={null}
        showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
        placeholder={value.length ? t('form.risksSelected', { count: value.length }) : t('form.risksPlaceholder')}
        onChange={(riskId) => riskId && toggle(riskId)}
        onOpenChange={(open) => !open && setText('')}
        notFoundContent={search.searching ? <Spin size="small" /> : t('form.noRisksFound')}
        options={search.choices.map((r) => ({ value: r.id, label: `${r.riskId} ${r.title}` }))}
        optionRender={(option) => {
          const risk = search.choices.find((r) => r.id === option.value);
          return (
            <Flex justify="space-between" align="center" gap={8}>
              <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                <Typography.Text strong dir="ltr">
                  {risk?.riskId}
                </Typography.Text>{' '}
                <span dir="auto">{risk?.title}</span>
              </span>
              {value.includes(String(option.value)) && <CheckOutlined aria-label={t('form.riskChosen')} />}
            </Flex>
          );
        }}
        data-testid="risk-picker"
      />
      <Flex gap={4} wrap align="center" data-testid="selected-risks">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('form.selectedRisks')}
        </Typography.Text>
        {value.length === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('form.none')}
          </Typography.Text>
        ) : (
          value.map((riskId) => {
            const choice = choiceOf(riskId);
            return (
              <DelayedTooltip key={riskId} title={choice?.title}>
                <Tag color="blue" closable onClose={() => toggle(riskId)} style={{ marginInlineEnd: 0 }} data-testid="selected-risk">
                  <span dir="ltr">{choice?.riskId ?? riskId}</span>
                </Tag>
              </DelayedTooltip>
            );
          })
        )}
      </Flex>
    </Flex>
  );
}
