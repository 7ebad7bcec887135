import { Button, Card, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { authKeys, endMyOtherSessions, endMySession, fetchMySessions } from '@rtm/frontend/auth';
import { SkeletonRows, useDateFormat, useToast } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';

/** The person's sessions (device, address, sign-in, last use), each ended from here; ending this one signs out. */
export function SessionsCard() {
  const { t } = useShellTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { formatDate, formatRelative } = useDateFormat();
  const sessions = useQuery({ queryKey: authKeys.sessions, queryFn: fetchMySessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.sessions });

  const endOne = useMutation({
    mutationFn: (session: SessionDto) => endMySession(session.id),
    onSuccess: (_, session) => {
      if (session.current) {
        window.location.href = '/login';
        return;
      }
      toast.success(t('sessions.ended'));
      void refresh();
    },
    onError: (err) => {
      toast.error(serverMessage(err, t('sessions.failed')));
      void refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: endMyOtherSessions,
    onSuccess: ({ ended }) => {
      toast.success(t('sessions.othersEnded', { count: ended }));
      void refresh();
    },
    onError: (err) => toast.error(serverMessage(err, t('sessions.failed'))),
  });

  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current).length;
  const device = (s: SessionDto) =>
    s.browser && s.os ? t('sessions.browserOn', { browser: s.browser, os: s.os }) : (s.browser ?? s.os ?? t('sessions.unknownDevice'));

  return (
    <Card
      title={t('sessions.title')}
      data-testid="sessions-card"
      extra={
        <Popconfirm
          title={t('sessions.endOthersConfirm')}
          okText={t('sessions.endOthers')}
          cancelText={t('common:actions.cancel')}
          onConfirm={() => endOthers.mutate()}
          disabled={others === 0}
        >
          <Button danger disabled={others === 0} loading={endOthers.isPending} data-testid="end-other-sessions">
            {t('sessions.endOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">{t('sessions.intro')}</Typography.Paragraph>
      {sessions.isLoading ? (
        <SkeletonRows count={2} />
      ) : sessions.isError ? (
        <Typography.Text type="danger">{serverMessage(sessions.error, t('sessions.loadFailed'))}</Typography.Text>
      ) : (
        <List
          dataSource={items}
          rowKey="id"
          renderItem={(s) => (
            <List.Item
              data-testid="session-row"
              data-current={s.current ? 'true' : 'false'}
              actions={[
                <Popconfirm
                  key="end"
                  title={s.current ? t('sessions.endCurrentConfirm') : t('sessions.endConfirm')}
                  okText={s.current ? t('sessions.signOut') : t('sessions.end')}
                  cancelText={t('common:actions.cancel')}
                  onConfirm={() => endOne.mutate(s)}
                >
                  <Button size="small" loading={endOne.isPending && endOne.variables?.id === s.id} data-testid="end-session">
                    {s.current ? t('sessions.signOut') : t('sessions.end')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={<DesktopOutlined style={{ fontSize: 20 }} aria-hidden />}
                title={
                  <Flex gap={8} wrap align="center">
                    <span dir="auto">{device(s)}</span>
                    {s.current && (
                      <Tag color="blue" data-testid="current-session">
                        {t('sessions.current')}
                      </Tag>
                    )}
                  </Flex>
                }
                description={
                  <Flex vertical gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <span>
                      {t('sessions.address')}{' '}
                      <bdi dir="ltr" data-testid="session-address">
                        {s.address ?? t('sessions.unknownAddress')}
                      </bdi>
                    </span>
                    <span>{t('sessions.signedIn', { when: formatDate(s.signedInAt, 'long') })}</span>
                    <span>{t('sessions.lastSeen', { when: formatRelative(s.lastSeenAt) })}</span>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
