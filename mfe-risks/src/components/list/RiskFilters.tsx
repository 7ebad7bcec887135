import { useCallback } from 'react';
import { Badge, Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { OWNER_ROLES, RISK_LEVELS, RISK_STATUSES, type DepartmentDto, type RiskTypeDto } from '@rtm/contracts';
import { UserPicker, type KnownPerson } from '@rtm/frontend/directory';
import { ACCEPTANCE_FILTERS, activeFilterCount, REVIEW_FILTERS, type RiskListQuery } from '../../api/riskListQuery';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { FilterSelect, SearchInput } from '@rtm/frontend/ui';
import type { useRiskListQuery } from '../../hooks/useRiskListQuery';
import { useRisksTranslation } from '../../i18n';
import { AssessmentSwitch } from '../AssessmentSwitch';

/** As wide as the FilterSelects beside it. */
const FILTER_STYLE = { minWidth: 160, flex: '1 1 160px' } as const;

export interface RiskFiltersProps {
  query: RiskListQuery;
  update: ReturnType<typeof useRiskListQuery>['update'];
  clearFilters: () => void;
  riskTypes: readonly RiskTypeDto[];
  /** The owner filtered by, when a listed risk tells their name (after a reload the URL has only the id). */
  selectedOwner?: KnownPerson | null;
  departments: readonly DepartmentDto[];
}

/**
 * Filter panel (SPEC section 2): search 'Search by title or Risk ID...', selects for Status, Risk Type,
 * Risk Level, Owner and Department, the matrix cell (likelihood and impact) when one was clicked, the
 * number of active filters and 'Clear All'. Values live in the URL; the search is debounced. Issue 25: a switch of
 * which assessment (inherent or residual) the level filter and the matrix cell read.
 */
export function RiskFilters({ query, update, clearFilters, riskTypes, selectedOwner, departments }: RiskFiltersProps) {
  const { token } = theme.useToken();
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  const count = activeFilterCount(query);

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="risk-filters">
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" justify="space-between" wrap>
          <Flex gap={8} align="center">
            <Typography.Text strong>{t('filters.title')}</Typography.Text>
            <Badge
              count={count}
              showZero
              color={count ? token.colorPrimary : undefined}
              style={count ? undefined : { backgroundColor: token.colorFillSecondary, color: token.colorTextSecondary, boxShadow: 'none' }}
              data-testid="active-filter-count"
              data-count={count}
              aria-label={t('filters.activeCount', { count })}
            />
          </Flex>
          <Button size="small" icon={<ClearOutlined />} onClick={clearFilters} disabled={count === 0}>
            {t('filters.clearAll')}
          </Button>
        </Flex>
        <SearchInput
          value={query.search}
          onSearch={onSearch}
          placeholder={t('filters.search')}
          aria-label={t('filters.searchLabel')}
          data-testid="risk-search"
        />
        <Flex gap={8} wrap>
          <FilterSelect
            label={t('filters.status')}
            value={query.status}
            onChange={(status) => update({ status })}
            options={RISK_STATUSES.map((s) => ({ value: s, label: labels.riskStatus(s) }))}
            data-testid="filter-status"
          />
          <FilterSelect
            label={t('filters.riskType')}
            value={query.riskType}
            onChange={(riskType) => update({ riskType })}
            options={riskTypes.map((type) => ({ value: type.name, label: labels.riskType(type.name) }))}
            data-testid="filter-risk-type"
          />
          <FilterSelect
            label={t('filters.riskLevel')}
            value={query.level}
            onChange={(level) => update({ level })}
            options={RISK_LEVELS.map((l) => ({ value: l, label: labels.riskLevel(l) }))}
            data-testid="filter-level"
          />
          <UserPicker
            allowClear
            roles={OWNER_ROLES}
            selected={selectedOwner}
            placeholder={t('filters.owner')}
            aria-label={t('filters.owner')}
            style={FILTER_STYLE}
            value={query.ownerId}
            onChange={(ownerId) => update({ ownerId })}
            data-testid="filter-owner"
          />
          <FilterSelect
            searchable
            label={t('filters.department')}
            value={query.departmentId}
            onChange={(departmentId) => update({ departmentId })}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
            data-testid="filter-department"
          />
          <FilterSelect
            label={t('filters.appetite')}
            value={query.outsideAppetite ? 'outside' : null}
            onChange={(value) => update({ outsideAppetite: value ? true : null })}
            options={[{ value: 'outside', label: t('filters.outsideAppetite') }]}
            data-testid="filter-appetite"
          />
          <FilterSelect
            label={t('filters.acceptance')}
            value={query.acceptance}
            onChange={(acceptance) => update({ acceptance })}
            options={ACCEPTANCE_FILTERS.map((a) => ({ value: a, label: t(`filters.acceptanceOptions.${a}`) }))}
            data-testid="filter-acceptance"
          />
          <FilterSelect
            label={t('filters.review')}
            value={query.review}
            onChange={(review) => update({ review })}
            options={REVIEW_FILTERS.map((r) => ({ value: r, label: t(`filters.reviewOptions.${r}`) }))}
            data-testid="filter-review"
          />
          <FilterSelect
            label={t('filters.evidence')}
            value={query.evidenceExpired ? 'expired' : null}
            onChange={(value) => update({ evidenceExpired: value ? true : null })}
            options={[{ value: 'expired', label: t('filters.evidenceExpired') }]}
            data-testid="filter-evidence"
          />
        </Flex>
        <AssessmentSwitch
          showLabel
          label={t('filters.levelReads')}
          value={query.assessment ?? 'inherent'}
          onChange={(assessment) => update({ assessment: assessment === 'residual' ? assessment : null, page: null })}
          data-testid="filter-assessment"
        />
        {(query.likelihood !== null || query.impact !== null) && (
          <Flex gap={8} align="center" wrap data-testid="matrix-filter">
            <Typography.Text type="secondary">
              {t(query.assessment === 'residual' ? 'filters.residualMatrixCell' : 'filters.matrixCell')}
            </Typography.Text>
            {query.likelihood !== null && (
              <Tag closable onClose={() => update({ likelihood: null })} closeIcon aria-label={t('filters.removeLikelihood')}>
                {t('filters.likelihood', { label: labels.likelihood(query.likelihood), value: query.likelihood })}
              </Tag>
            )}
            {query.impact !== null && (
              <Tag closable onClose={() => update({ impact: null })} closeIcon aria-label={t('filters.removeImpact')}>
                {t('filters.impact', { label: labels.impact(query.impact), value: query.impact })}
              </Tag>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
