import { useEffect } from 'react';
import { Button, Card, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { EmptyState, PageHeader, SkeletonRows, useIsMobile } from '@rtm/frontend/ui';
import { SavedViewsMenu } from '@rtm/frontend/saved-views';
import { activeFilterCount } from '../api/riskListQuery';
import { useBulkSelection } from '@rtm/frontend/bulk-edit';
import type { RiskView } from '@rtm/contracts';
import { RiskBulkEdit } from '../components/bulk/RiskBulkEdit';
import { RiskCardList } from '../components/list/RiskCardList';
import { RiskFilters } from '../components/list/RiskFilters';
import { RiskTable } from '../components/list/RiskTable';
import { UploadErrorsCard } from '../components/list/UploadErrorsCard';
import { UploadProgressCard } from '../components/list/UploadProgressCard';
import { UploadRisksButton } from '../components/list/UploadRisksButton';
import { ExportRisksButton } from '../components/import/ExportRisksButton';
import { ImportUpdateButton } from '../components/import/ImportUpdateButton';
import { useDownloadTemplate } from '../hooks/useDownloadTemplate';
import { useRiskListQuery } from '../hooks/useRiskListQuery';
import { useRisks } from '../hooks/useRisks';
import { useRiskTypes } from '../hooks/useRiskTypes';
import { useUploadRisks } from '../hooks/useUploadRisks';
import { useDepartments } from '@rtm/frontend/directory';
import { useRisksTranslation } from '../i18n';

const riskCode = (risk: RiskView) => risk.riskId;

/** /risks (SPEC section 2): filters and paging on the server, template download, spreadsheet upload. */
export function RiskListPage() {
  const navigate = useNavigate();
  const { query, update, clearFilters } = useRiskListQuery();
  const risks = useRisks(query);
  const riskTypes = useRiskTypes();
  const departments = useDepartments();
  const download = useDownloadTemplate();
  const upload = useUploadRisks();
  const { t } = useRisksTranslation();
  const isMobile = useIsMobile();
  const Results = isMobile ? RiskCardList : RiskTable;
  const selection = useBulkSelection<RiskView>(riskCode, risks.data?.items);

  const filtered = activeFilterCount(query) > 0;
  const total = risks.data?.total ?? 0;

  // A page past the end (e.g. after deletions): go to the last page that has rows.
  const items = risks.data?.items;
  useEffect(() => {
    if (items && items.length === 0 && total > 0 && query.page > 1) {
      update({ page: Math.max(1, Math.ceil(total / query.pageSize)) });
    }
  }, [items, total, query.page, query.pageSize, update]);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        extra={
          <>
            <SavedViewsMenu list="risks" />
            <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
              {t('list.downloadTemplate')}
            </Button>
            <UploadRisksButton onFile={upload.upload} uploading={upload.isUploading} />
            <ImportUpdateButton />
            <ExportRisksButton query={query} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/risks/new')}>
              {t('list.reportRisk')}
            </Button>
          </>
        }
      />
      {upload.progress && <UploadProgressCard progress={upload.progress} />}
      {upload.result && upload.result.details.length > 0 && <UploadErrorsCard result={upload.result} onClose={upload.clearResult} />}
      <RiskFilters
        query={query}
        update={update}
        clearFilters={clearFilters}
        riskTypes={riskTypes.data ?? []}
        selectedOwner={risks.data?.items.find((risk) => risk.owner?.id === query.ownerId)?.owner}
        departments={departments.data ?? []}
      />
      <Card
        title={risks.data ? t('list.allRisksCount', { count: total }) : t('list.allRisks')}
        data-testid="risks-card"
        data-search={query.search}
        aria-busy={risks.isFetching}
      >
        {risks.isLoading ? (
          <SkeletonRows count={5} />
        ) : risks.isError && !risks.data ? (
          <EmptyState
            title={t('list.loadFailed')}
            description={serverMessage(risks.error, '')}
            action={<Button onClick={() => void risks.refetch()}>{t('common:actions.retry')}</Button>}
          />
        ) : (
          <>
            {risks.isError && (
              <Typography.Text type="danger" style={{ display: 'block', marginBottom: 8 }}>
                {serverMessage(risks.error, t('list.loadFailed'))}
              </Typography.Text>
            )}
            <RiskBulkEdit selection={selection} matching={total} query={query} />
            <Results
              rowSelection={isMobile ? undefined : selection.rowSelection}
              risks={risks.data?.items ?? []}
              total={total}
              query={query}
              update={update}
              loading={risks.isFetching && risks.isPlaceholderData}
              filtered={filtered}
            />
          </>
        )}
      </Card>
    </>
  );
}
