import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Flex, Input, Select, Tag, Typography, theme } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import {
  displayName,
  IMPACT_LABELS,
  LIKELIHOOD_LABELS,
  RISK_LEVELS,
  RISK_STATUSES,
  RISK_STATUS_LABELS,
  type DepartmentDto,
  type RiskLevel,
  type RiskStatus,
  type RiskTypeDto,
  type UserDto,
} from '@rtm/contracts';
import { activeFilterCount, type RiskListQuery } from '../../api/riskListQuery';
import type { useRiskListQuery } from '../../hooks/useRiskListQuery';
import { riskLevelLabel, riskTypeLabel } from '../riskLabels';

const SEARCH_DEBOUNCE_MS = 300;

export interface RiskFiltersProps {
  query: RiskListQuery;
  update: ReturnType<typeof useRiskListQuery>['update'];
  clearFilters: () => void;
  riskTypes: readonly RiskTypeDto[];
  owners: readonly UserDto[];
  departments: readonly DepartmentDto[];
}

const selectStyle = { minWidth: 160, flex: '1 1 160px' } as const;

/**
 * Filter panel (SPEC section 2): search 'Search by title or Risk ID...', selects for Status, Risk Type,
 * Risk Level, Owner and Department, the matrix cell (likelihood and impact) when one was clicked, the
 * number of active filters and 'Clear All'. Values live in the URL; the search is debounced.
 */
export function RiskFilters({ query, update, clearFilters, riskTypes, owners, departments }: RiskFiltersProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState(query.search);
  const pushed = useRef(query.search);

  // Typing -> URL, after a pause.
  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text.trim();
      update({ search: text.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, update]);

  // URL -> input, when changed from elsewhere ('Clear All', back button).
  useEffect(() => {
    if (query.search !== pushed.current) {
      pushed.current = query.search;
      setText(query.search);
    }
  }, [query.search]);

  const count = activeFilterCount(query);
  const ownerKnown = !query.ownerId || owners.some((u) => u.id === query.ownerId);

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="risk-filters">
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" justify="space-between" wrap>
          <Flex gap={8} align="center">
            <Typography.Text strong>Filters</Typography.Text>
            <Badge
              count={count}
              showZero
              color={count ? token.colorPrimary : undefined}
              style={count ? undefined : { backgroundColor: token.colorFillSecondary, color: token.colorTextSecondary, boxShadow: 'none' }}
              data-testid="active-filter-count"
              data-count={count}
              aria-label={`${count} active filters`}
            />
          </Flex>
          <Button size="small" icon={<ClearOutlined />} onClick={clearFilters} disabled={count === 0}>
            Clear All
          </Button>
        </Flex>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search by title or Risk ID..."
          aria-label="Search by title or Risk ID"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => {
            pushed.current = text.trim();
            update({ search: text.trim() });
          }}
          data-testid="risk-search"
        />
        <Flex gap={8} wrap>
          <Select<RiskStatus>
            allowClear
            placeholder="Status"
            aria-label="Status"
            style={selectStyle}
            value={query.status ?? undefined}
            onChange={(status) => update({ status: status ?? null })}
            options={RISK_STATUSES.map((s) => ({ value: s, label: RISK_STATUS_LABELS[s] }))}
            data-testid="filter-status"
          />
          <Select<string>
            allowClear
            placeholder="Risk Type"
            aria-label="Risk Type"
            style={selectStyle}
            value={query.riskType ?? undefined}
            onChange={(riskType) => update({ riskType: riskType ?? null })}
            options={riskTypes.map((t) => ({ value: t.name, label: riskTypeLabel(t.name) }))}
            data-testid="filter-risk-type"
          />
          <Select<RiskLevel>
            allowClear
            placeholder="Risk Level"
            aria-label="Risk Level"
            style={selectStyle}
            value={query.level ?? undefined}
            onChange={(level) => update({ level: level ?? null })}
            options={RISK_LEVELS.map((l) => ({ value: l, label: riskLevelLabel(l) }))}
            data-testid="filter-level"
          />
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Owner"
            aria-label="Owner"
            style={selectStyle}
            value={query.ownerId ?? undefined}
            onChange={(ownerId) => update({ ownerId: ownerId ?? null })}
            options={[
              ...owners.map((u) => ({ value: u.id, label: displayName(u) })),
              ...(ownerKnown ? [] : [{ value: query.ownerId!, label: 'Selected owner' }]),
            ]}
            data-testid="filter-owner"
          />
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Department"
            aria-label="Department"
            style={selectStyle}
            value={query.departmentId ?? undefined}
            onChange={(departmentId) => update({ departmentId: departmentId ?? null })}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
            data-testid="filter-department"
          />
        </Flex>
        {(query.likelihood !== null || query.impact !== null) && (
          <Flex gap={8} align="center" wrap data-testid="matrix-filter">
            <Typography.Text type="secondary">Risk matrix cell:</Typography.Text>
            {query.likelihood !== null && (
              <Tag closable onClose={() => update({ likelihood: null })} closeIcon aria-label="Likelihood filter">
                Likelihood: {LIKELIHOOD_LABELS[query.likelihood]} ({query.likelihood})
              </Tag>
            )}
            {query.impact !== null && (
              <Tag closable onClose={() => update({ impact: null })} closeIcon aria-label="Impact filter">
                Impact: {IMPACT_LABELS[query.impact]} ({query.impact})
              </Tag>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
