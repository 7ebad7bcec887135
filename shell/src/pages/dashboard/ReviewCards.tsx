import { Card, Col, Flex, Row, Table, Typography, type TableColumnType } from 'antd';
import { Link } from 'react-router';
import { calendarDate, type DepartmentReviewsDto, type RiskView, type UserRole } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { EmptyState, SkeletonRows, ToneTag, useDateFormat, UserText } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { departmentsWithReviews, useMyReviewsDue, useReviewsByDepartment } from './dashboardQueries';
import { reviewCards } from './dashboardReads';

/** The list of the user's own reviews due, and of a department's overdue or due reviews. */
export const myReviewsLink = (userId: string) => `/risks?ownerId=${encodeURIComponent(userId)}&review=due`;
export const departmentReviewsLink = (departmentId: number, review: 'due' | 'overdue') =>
  `/risks?departmentId=${departmentId}&review=${review}`;

/** Issue 26, under the appetite and acceptance cards: 'My reviews due' and 'Reviews overdue by department', by role (reviewCards). */
export function ReviewCards({ role }: { role: UserRole }) {
  const { user } = useCurrentUser();
  const cards = reviewCards(role);
  const mine = useMyReviewsDue(user?.id ?? '', !!cards.mine && !!user);
  const showMine = cards.mine === 'always' || (cards.mine === 'whenDue' && (mine.data?.total ?? 0) > 0);
  if (!showMine && !cards.byDepartment) return null;
  return (
    <Row gutter={[16, 16]} data-testid="review-cards">
      {showMine && user && (
        <Col xs={24} xl={cards.byDepartment ? 12 : 24} style={{ minWidth: 0 }}>
          <MyReviewsDueCard userId={user.id} />
        </Col>
      )}
      {cards.byDepartment && (
        <Col xs={24} xl={showMine ? 12 : 24} style={{ minWidth: 0 }}>
          <ReviewsByDepartmentCard />
        </Col>
      )}
    </Row>
  );
}

/** Rows by due day, the earliest (most overdue) first. */
const byDueDay = (risks: readonly RiskView[]) => [...risks].sort((a, b) => (a.nextReviewDue ?? '').localeCompare(b.nextReviewDue ?? ''));

function MyReviewsDueCard({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  const { formatDate } = useDateFormat();
  const mine = useMyReviewsDue(userId);
  const today = calendarDate(new Date());
  const total = mine.data?.total ?? 0;
  return (
    <Card
      size="small"
      title={t('dashboard.reviews.mine')}
      data-testid="my-reviews-due"
      data-count={total}
      style={{ height: '100%' }}
      extra={total > 0 && <Link to={myReviewsLink(userId)}>{t('dashboard.reviews.viewAll', { count: total })}</Link>}
    >
      {mine.isLoading ? (
        <SkeletonRows count={3} />
      ) : mine.isError ? (
        <Typography.Text type="danger">{t('dashboard.stats.loadFailed')}</Typography.Text>
      ) : total === 0 ? (
        <EmptyState title={t('dashboard.reviews.noneDue')} data-testid="my-reviews-empty" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {byDueDay(mine.data?.items ?? []).map((risk) => {
            const overdue = !!risk.nextReviewDue && risk.nextReviewDue < today;
            return (
              <li key={risk.id} data-testid="my-review-item" data-overdue={overdue}>
                <Link to={`/risks/${risk.id}`}>
                  <Flex gap={8} align="center" justify="space-between" style={{ minWidth: 0 }}>
                    <Flex gap={4} style={{ minWidth: 0 }}>
                      <Typography.Text strong style={{ color: 'inherit', flex: 'none' }} dir="ltr">
                        {risk.riskId}
                      </Typography.Text>
                      <UserText cut tooltip style={{ color: 'inherit' }}>
                        {risk.title}
                      </UserText>
                    </Flex>
                    <Flex gap={4} align="center" style={{ flex: 'none' }}>
                      {risk.nextReviewDue && (
                        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(risk.nextReviewDue, 'short')}
                        </Typography.Text>
                      )}
                      {overdue && <ToneTag tone="red">{t('dashboard.reviews.overdue')}</ToneTag>}
                    </Flex>
                  </Flex>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** A count column of the department table: the count, linked to the department's list with that review filter when above 0. */
function countColumn(
  review: 'due' | 'overdue',
  title: string,
  cell: (row: DepartmentReviewsDto) => { count: number; label: string; testId?: string },
): TableColumnType<DepartmentReviewsDto> {
  return {
    key: review,
    title,
    width: 110,
    align: 'end',
    render: (_, row) => {
      const { count, label, testId } = cell(row);
      return count > 0 ? (
        <Link to={departmentReviewsLink(row.departmentId, review)} aria-label={label} data-testid={testId}>
          {count}
        </Link>
      ) : (
        0
      );
    },
  };
}

function ReviewsByDepartmentCard() {
  const { t } = useShellTranslation();
  const reviews = useReviewsByDepartment();
  const rows = departmentsWithReviews(reviews.data ?? []);
  const name = (row: DepartmentReviewsDto) => row.departmentName ?? t('dashboard.reviews.departmentFallback', { id: row.departmentId });
  return (
    <Card size="small" title={t('dashboard.reviews.byDepartment')} data-testid="reviews-by-department" style={{ height: '100%' }}>
      {reviews.isLoading ? (
        <SkeletonRows count={3} />
      ) : reviews.isError ? (
        <Typography.Text type="danger">{t('dashboard.stats.loadFailed')}</Typography.Text>
      ) : rows.length === 0 ? (
        <EmptyState title={t('dashboard.reviews.noneOverdue')} data-testid="reviews-by-department-empty" />
      ) : (
        <Table<DepartmentReviewsDto>
          size="small"
          rowKey="departmentId"
          dataSource={rows}
          pagination={rows.length > 8 ? { pageSize: 8, size: 'small', hideOnSinglePage: true } : false}
          tableLayout="fixed"
          onRow={(row) => ({ 'data-testid': 'department-review-row', 'data-department': row.departmentId }) as never}
          columns={[
            {
              key: 'department',
              title: t('dashboard.reviews.department'),
              ellipsis: { showTitle: false },
              render: (_, row) => (
                <UserText cut tooltip>
                  {name(row)}
                </UserText>
              ),
            },
            countColumn('overdue', t('dashboard.reviews.overdueCount'), (row) => ({
              count: row.overdue,
              label: t('dashboard.reviews.overdueOf', { count: row.overdue, department: name(row) }),
              testId: 'department-overdue-link',
            })),
            countColumn('due', t('dashboard.reviews.dueSoonCount'), (row) => ({
              count: row.dueSoon,
              label: t('dashboard.reviews.dueSoonOf', { count: row.dueSoon, department: name(row) }),
            })),
          ]}
        />
      )}
    </Card>
  );
}
