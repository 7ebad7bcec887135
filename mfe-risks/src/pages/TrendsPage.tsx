import { useCallback } from 'react';
import { Card, Col, Flex, Row, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { RISK_STATS_ROLES } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { serverMessage } from '@rtm/frontend/api-client';
import { apiDate, NoAccess, PageHeader, useUrlQuery } from '@rtm/frontend/ui';
import { compareSpan, defaultCompareDay, parseTrendsQuery, type TrendsQuery } from '../api/trendsQuery';
import { AssessmentSwitch } from '../components/AssessmentSwitch';
import { AsOfPicker } from '../components/trends/AsOfPicker';
import { LevelTrendCard } from '../components/trends/LevelTrendCard';
import { MovementsTable } from '../components/trends/MovementsTable';
import { TrendsHeatMap } from '../components/trends/TrendsHeatMap';
import { useDayText } from '../components/trends/useDayText';
import { useHistoryStart } from '../hooks/useHistoryStart';
import { useRisksTranslation } from '../i18n';

/** Changing one of these goes back to the movements' first page. */
const FILTERS: readonly (keyof TrendsQuery & string)[] = ['asOf', 'compare', 'assessment'];

/**
 * /risks/trends (issue 26; executive, manager, system admin): the heat map as at a day's end, the compare mode (two
 * days side by side, the cells that moved marked) with the risks that moved between them, and the level lines over 24
 * months. The days, the compare mode and the assessment are the URL's, so a link shows the same view.
 */
export function TrendsPage() {
  const { user } = useCurrentUser();
  const { t } = useRisksTranslation();
  if (!user || !RISK_STATS_ROLES.includes(user.role)) return <NoAccess reason={t('noAccess.text')} />;
  return <Trends />;
}

function Trends() {
  const { t } = useRisksTranslation();
  const { query, update } = useUrlQuery(parseTrendsQuery, FILTERS);
  const start = useHistoryStart();
  const dayText = useDayText();
  const startsOn = start.data?.startsOn;
  const today = apiDate(dayjs())!;
  const span = compareSpan(query, today);
  const setCompare = useCallback(
    (on: boolean) => update({ compare: on ? defaultCompareDay(query.asOf ?? today, startsOn) : null }),
    [update, query.asOf, today, startsOn],
  );

  return (
    <>
      <PageHeader title={t('trends.title')} subtitle={startsOn ? t('trends.historyStarts', { date: dayText(startsOn) }) : undefined} />
      <Flex vertical gap={16}>
        <Card data-testid="trends-controls">
          <Flex gap={16} wrap align="center">
            <AssessmentSwitch
              value={query.assessment}
              onChange={(assessment) => update({ assessment: assessment === 'residual' ? assessment : null })}
              label={t('matrix.assessmentSwitch')}
              showLabel
              data-testid="trends-assessment"
            />
            <Flex gap={8} align="center">
              <Typography.Text type="secondary" aria-hidden>
                {t('trends.asOf')}
              </Typography.Text>
              <AsOfPicker
                value={query.asOf}
                onChange={(asOf) => update({ asOf })}
                label={t('trends.asOf')}
                placeholder={t('trends.today')}
                data-testid="trends-as-of"
              />
            </Flex>
            <Flex gap={8} align="center">
              <Switch
                checked={!!query.compare}
                onChange={setCompare}
                aria-label={t('trends.compare')}
                data-testid="trends-compare-switch"
              />
              <Typography.Text aria-hidden>{t('trends.compare')}</Typography.Text>
            </Flex>
            {query.compare && (
              <Flex gap={8} align="center">
                <Typography.Text type="secondary" aria-hidden>
                  {t('trends.comparedWith')}
                </Typography.Text>
                <AsOfPicker
                  value={query.compare}
                  onChange={(compare) => update({ compare })}
                  label={t('trends.comparedWith')}
                  placeholder={t('trends.pickDate')}
                  allowClear={false}
                  data-testid="trends-compare-date"
                />
              </Flex>
            )}
          </Flex>
          {start.isError && (
            <Typography.Text type="danger" style={{ display: 'block', marginTop: 8 }}>
              {serverMessage(start.error, t('trends.loadFailed'))}
            </Typography.Text>
          )}
        </Card>
        <TrendsHeatMap assessment={query.assessment} asOf={query.asOf} span={span} today={today} />
        {span && <MovementsTable from={span.from} to={span.to} query={query} update={update} />}
        <Row>
          <Col span={24}>
            <LevelTrendCard assessment={query.assessment} />
          </Col>
        </Row>
      </Flex>
    </>
  );
}

export default TrendsPage;
