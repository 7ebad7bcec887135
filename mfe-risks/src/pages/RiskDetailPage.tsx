import { useEffect } from 'react';
import { Button, Col, Flex, Result, Row, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ApiError, serverMessage } from '@rtm/frontend/api-client';
import { EditAndDelete, LoadingScreen, PageHeader, RiskLevelBadge, useToast } from '@rtm/frontend/ui';
import { RiskStatusBadge } from '../components/badges/RiskStatusBadge';
import { LinkedTasksCard } from '../components/detail/LinkedTasksCard';
import { RiskCommentsCard } from '../components/detail/RiskCommentsCard';
import { AttachmentsCard } from '@rtm/frontend/attachments';
import { RiskAcceptanceCard } from '../components/detail/RiskAcceptanceCard';
import { RiskAssessmentCard } from '../components/detail/RiskAssessmentCard';
import { RiskDetailsCard } from '../components/detail/RiskDetailsCard';
import { RiskHistoryCard } from '../components/detail/RiskHistoryCard';
import { RiskTreatmentCard } from '../components/detail/RiskTreatmentCard';
import { RiskInfoCard } from '../components/detail/RiskInfoCard';
import { RiskMatrix } from '../components/RiskMatrix';
import { RiskReviewsCard } from '../components/reviews/RiskReviewsCard';
import { useDeleteRisk } from '../hooks/useDeleteRisk';
import { useRisk } from '../hooks/useRisk';
import { useRisksTranslation } from '../i18n';

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * /risks/{id} (SPEC section 2). Edit and Delete are shown to every user; the server decides and a
 * refusal shows its reason in the failure toast.
 */
export function RiskDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useRisksTranslation();
  const deleteRisk = useDeleteRisk();
  // Once deleted, the risk is not read again (the page is on its way to /risks).
  const risk = useRisk(id, !deleteRisk.isSuccess);

  useEffect(() => {
    if (risk.error && !isNotFound(risk.error)) toast.error(t('toast.fetchFailed'));
  }, [risk.error, toast]);

  if (deleteRisk.isSuccess) return null;
  if (risk.isLoading) return <LoadingScreen text={t('detail.loading')} />;
  if (!risk.data) {
    const backButton = (
      <Button type="primary" onClick={() => navigate('/risks')}>
        {t('detail.backToRisks')}
      </Button>
    );
    return !risk.error || isNotFound(risk.error) ? (
      <Result status="404" title={t('detail.notFound')} subTitle={t('detail.notFoundText')} extra={backButton} />
    ) : (
      <Result
        status="error"
        title={t('toast.fetchFailed')}
        subTitle={serverMessage(risk.error, '')}
        extra={[
          <Button key="retry" onClick={() => void risk.refetch()}>
            {t('common:actions.retry')}
          </Button>,
          <span key="back">{backButton}</span>,
        ]}
      />
    );
  }

  const data = risk.data;
  return (
    <>
      <PageHeader
        title={<span dir="auto">{data.title}</span>}
        subtitle={
          <Flex gap={8} align="center" wrap component="span">
            <Typography.Text type="secondary" data-testid="risk-code" dir="ltr">
              {data.riskId}
            </Typography.Text>
            <RiskStatusBadge status={data.status} />
            <RiskLevelBadge level={data.riskLevel} />
          </Flex>
        }
        onBack={() => navigate('/risks')}
        extra={
          <>
            <EditAndDelete
              t={t}
              onEdit={() => navigate(`/risks/${data.id}/edit`)}
              deleting={deleteRisk.isPending}
              onDelete={() => deleteRisk.mutateAsync(data.id)}
            />
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <RiskDetailsCard risk={data} />
            <RiskAssessmentCard risk={data} />
            <RiskReviewsCard risk={data} />
            <RiskTreatmentCard risk={data} />
            <RiskAcceptanceCard risk={data} />
            <LinkedTasksCard riskId={data.id} />
            <AttachmentsCard item="risk" itemId={data.id} />
            <RiskCommentsCard riskId={data.id} />
            <RiskHistoryCard riskId={data.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <RiskInfoCard risk={data} />
            <RiskMatrix highlight={{ likelihood: data.likelihood, impact: data.impact }} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
