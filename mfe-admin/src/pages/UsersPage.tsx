import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { USER_ROLES, type UserDto } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { useDepartments, useUserPage } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { FilterSelect, PageHeader, SearchInput, SkeletonRows, listPagination } from '@rtm/frontend/ui';
import { PAGE_SIZES, usersPageQuery } from '../api/usersQuery';
import { AddUserDialog } from '../components/users/AddUserDialog';
import { UsersTable } from '../components/users/UsersTable';
import { useUsersScreenQuery } from '../hooks/useUsersScreenQuery';
import { useAdminTranslation } from '../i18n';

/** /users: User Management (SPEC section 2), searched, filtered and paged on the server. */
export function UsersPage() {
  const { query, update } = useUsersScreenQuery();
  const users = useUserPage<UserDto>(usersPageQuery(query));
  const departments = useDepartments();
  const { user: me } = useCurrentUser();
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  const [adding, setAdding] = useState(false);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const total = users.data?.total ?? 0;
  const pagination = listPagination(query, total, PAGE_SIZES, (from, to, n) => t('users.range', { from, to, total: n }));

  // A page past the end (e.g. after a search narrowed the list elsewhere): go to the last page that has rows.
  const items = users.data?.items;
  useEffect(() => {
    if (items && items.length === 0 && total > 0 && query.page > 1) update({ page: Math.max(1, Math.ceil(total / query.pageSize)) });
  }, [items, total, query.page, query.pageSize, update]);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            {t('users.add')}
          </Button>
        }
      />
      <Card>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} data-testid="users-filters">
          <div style={{ flex: '2 1 240px' }}>
            <SearchInput
              value={query.search}
              onSearch={onSearch}
              placeholder={t('users.search')}
              aria-label={t('users.searchLabel')}
              data-testid="users-search"
            />
          </div>
          <FilterSelect
            label={t('users.filters.role')}
            value={query.role}
            onChange={(role) => update({ role })}
            options={USER_ROLES.map((role) => ({ value: role, label: labels.role(role) }))}
            data-testid="users-filter-role"
          />
          <FilterSelect
            searchable
            label={t('users.filters.department')}
            value={query.departmentId}
            onChange={(departmentId) => update({ departmentId })}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            data-testid="users-filter-department"
          />
        </Flex>
        {users.isLoading ? (
          <SkeletonRows count={5} avatar />
        ) : (
          <UsersTable
            users={items ?? []}
            departments={departments.data ?? []}
            currentUserId={me?.id}
            loading={users.isPlaceholderData}
            pagination={pagination}
            onPage={(page, pageSize) => update({ page: pageSize !== query.pageSize ? 1 : page, pageSize })}
          />
        )}
      </Card>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} departments={departments.data ?? []} />
    </>
  );
}
