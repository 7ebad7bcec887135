import { useMemo, useState } from 'react';
import { Button, Col, Flex, InputNumber, Row, Table, Typography } from 'antd';
import { LIMITS, riskLevel, type RiskAppetiteDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RiskLevelBadge, SkeletonRows } from '@rtm/frontend/ui';
import { useRiskAppetite, useSaveRiskAppetite } from '../../hooks/useSettings';
import { useAdminTranslation } from '../../i18n';

const SIZE = LIMITS.matrixSize;

/**
 * The risk appetite (issue 25): the highest score each risk type's risks may have. A risk scoring above it (its residual
 * score, its inherent one while not assessed) is outside appetite unless closed or accepted. The grid shows which
 * cells of the 5x5 matrix are outside for the type chosen in the table.
 */
export function RiskAppetiteTab() {
  const appetite = useRiskAppetite();
  const save = useSaveRiskAppetite();
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  const [edited, setEdited] = useState<Record<string, number>>({});
  const [shown, setShown] = useState<string | null>(null);
  const rows = useMemo(
    () => (appetite.data ?? []).map((a) => ({ ...a, maxScore: edited[a.riskType] ?? a.maxScore })),
    [appetite.data, edited],
  );
  const selected = rows.find((r) => r.riskType === shown) ?? rows[0];
  const changed = rows.some((r, i) => r.maxScore !== appetite.data?.[i]?.maxScore);

  if (appetite.isLoading) return <SkeletonRows count={6} />;
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={4}>{t('settings.appetite.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('settings.appetite.help')}</Typography.Paragraph>
      </div>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Table<RiskAppetiteDto>
            rowKey="riskType"
            dataSource={rows}
            pagination={false}
            size="small"
            onRow={(row) => ({ onClick: () => setShown(row.riskType) })}
            rowClassName={(row) => (row.riskType === selected?.riskType ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('settings.appetite.riskType'), dataIndex: 'riskType', render: (type: string) => labels.riskType(type) },
              {
                title: t('settings.appetite.maxScore'),
                dataIndex: 'maxScore',
                render: (value: number, row) => (
                  <InputNumber
                    min={1}
                    max={SIZE * SIZE}
                    precision={0}
                    value={value}
                    aria-label={t('settings.appetite.maxScoreOf', { type: labels.riskType(row.riskType) })}
                    data-testid={`appetite-${row.riskType}`}
                    onFocus={() => setShown(row.riskType)}
                    onChange={(next) => {
                      if (typeof next === 'number' && Number.isInteger(next)) setEdited((e) => ({ ...e, [row.riskType]: next }));
                    }}
                  />
                ),
              },
              {
                title: t('settings.appetite.level'),
                dataIndex: 'maxScore',
                key: 'level',
                render: (value: number) => <RiskLevelBadge level={riskLevel(value)} />,
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={10}>
          {selected && (
            <AppetiteGrid
              maxScore={selected.maxScore}
              caption={t('settings.appetite.gridCaption', { type: labels.riskType(selected.riskType), max: selected.maxScore })}
            />
          )}
        </Col>
      </Row>
      <Flex gap={8}>
        <Button
          type="primary"
          disabled={!changed}
          loading={save.isPending}
          data-testid="save-appetite"
          onClick={() =>
            save.mutate(
              rows.map(({ riskType, maxScore }) => ({ riskType, maxScore })),
              { onSuccess: () => setEdited({}) },
            )
          }
        >
          {t('settings.appetite.save')}
        </Button>
        <Button disabled={!changed} onClick={() => setEdited({})}>
          {t('settings.appetite.reset')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The 5x5 matrix, likelihood down and impact across, each cell marked within or outside the appetite. */
function AppetiteGrid({ maxScore, caption }: { maxScore: number; caption: string }) {
  const { t } = useAdminTranslation();
  const cells = Array.from({ length: SIZE }, (_, row) => SIZE - row);
  return (
    <table data-testid="appetite-grid" style={{ borderCollapse: 'separate', borderSpacing: 4, width: '100%', tableLayout: 'fixed' }}>
      <caption style={{ captionSide: 'top', textAlign: 'start', paddingBottom: 8 }}>{caption}</caption>
      <tbody>
        {cells.map((likelihood) => (
          <tr key={likelihood}>
            {Array.from({ length: SIZE }, (_, i) => i + 1).map((impact) => {
              const score = likelihood * impact;
              const outside = score > maxScore;
              return (
                <td
                  key={impact}
                  data-outside={outside}
                  title={outside ? t('settings.appetite.outside') : t('settings.appetite.within')}
                  style={{
                    textAlign: 'center',
                    padding: '8px 0',
                    borderRadius: 4,
                    fontWeight: 600,
                    // Fixed tints with dark text (at least 7:1 in both themes; the theme's success text is too light on its tint).
                    background: outside ? '#fff1f0' : '#f6ffed',
                    color: outside ? '#a8071a' : '#135200',
                  }}
                >
                  {score}
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    {' '}
                    {outside ? t('settings.appetite.outside') : t('settings.appetite.within')}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
