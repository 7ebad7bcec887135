import { useState } from 'react';
import { Button, Checkbox, Dropdown, Flex, Form, Input, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_SHARE_ROLES, type SavedViewDto, type SavedViewList } from '@rtm/contracts';
// Through the package's shared entries, not relative paths: the shell does not use this entry, so a remote runs its own
// copy of it, and a relative import would bring copies of the current user's context and the i18n instance with it.
/* eslint-disable @nx/enforce-module-boundaries */
import { hasRole, useCurrentUser } from '@rtm/frontend/auth';
import { useCommonTranslation } from '@rtm/frontend/i18n';
import { ConfirmDeleteDialog, FormDialog, ToneTag, UserText } from '@rtm/frontend/ui';
/* eslint-enable @nx/enforce-module-boundaries */
import { savedViewPath, splitViews, viewQueryOf } from './savedViews';
import { useDeleteView, useOpenSavedView, useSaveView, useSavedViews } from './useSavedViews';

interface SaveViewValues {
  name: string;
  shared: boolean;
}

export interface SavedViewsMenuProps {
  list: SavedViewList;
}

/**
 * The 'Views' menu of a list page (risks, tasks): the person's own views and those shared with everyone (marked),
 * 'Save current view...' (the URL's filters, order and columns under a name; managers and system admins may share it),
 * and the deletion of the views the person may delete. A view opens as `?savedView=<id>`, so its URL can be passed on.
 */
export function SavedViewsMenu({ list }: SavedViewsMenuProps) {
  const { t } = useCommonTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const views = useSavedViews(list);
  const save = useSaveView(list);
  const remove = useDeleteView(list);
  const [form] = Form.useForm<SaveViewValues>();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedViewDto | null>(null);
  useOpenSavedView(list);

  const mayShare = hasRole(user, SAVED_VIEW_SHARE_ROLES);
  const { own, shared } = splitViews(views.data ?? [], user?.id);
  const deletable = (views.data ?? []).filter((v) => v.deletable);
  const byId = new Map((views.data ?? []).map((v) => [v.id, v]));

  const viewItem = (view: SavedViewDto) => ({
    key: `open:${view.id}`,
    'data-testid': 'saved-view-item',
    label: (
      <Flex gap={8} align="center" justify="space-between" style={{ maxWidth: 300 }}>
        <UserText cut>{view.name}</UserText>
        {view.shared && (
          <ToneTag tone="blue">
            {view.ownerId === user?.id ? t('savedViews.shared') : t('savedViews.sharedBy', { name: view.ownerName })}
          </ToneTag>
        )}
      </Flex>
    ),
  });
  const group = (key: string, label: string, items: SavedViewDto[]) =>
    items.length > 0 ? [{ type: 'group' as const, key, label, children: items.map(viewItem) }] : [];

  const items: MenuProps['items'] = [
    ...group('own', t('savedViews.mine'), own),
    ...group('others', t('savedViews.sharedWithAll'), shared),
    ...(own.length + shared.length === 0 ? [{ key: 'none', disabled: true, label: t('savedViews.none') }] : []),
    { type: 'divider' as const },
    { key: 'save', label: t('savedViews.saveCurrent'), 'data-testid': 'save-view' },
    ...(deletable.length > 0
      ? [
          {
            key: 'delete',
            label: t('savedViews.delete'),
            children: deletable.map((view) => ({ key: `delete:${view.id}`, label: <UserText cut>{view.name}</UserText> })),
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'save') {
      form.resetFields();
      setSaving(true);
    } else if (key.startsWith('open:')) {
      navigate(savedViewPath(location.pathname, key.slice('open:'.length)));
    } else if (key.startsWith('delete:')) {
      setDeleting(byId.get(key.slice('delete:'.length)) ?? null);
    }
  };

  const submit = (values: SaveViewValues) =>
    save.mutate(
      { name: values.name.trim(), query: viewQueryOf(location.search), shared: mayShare && values.shared },
      { onSuccess: () => setSaving(false) },
    );

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={views.isLoading}>
        <Button data-testid="saved-views-menu" aria-haspopup="menu">
          {t('savedViews.menu')} <DownOutlined />
        </Button>
      </Dropdown>
      <FormDialog<SaveViewValues>
        form={form}
        name={`save-view-${list}`}
        title={t('savedViews.saveTitle')}
        okText={t('savedViews.saveOk')}
        open={saving}
        onCancel={() => setSaving(false)}
        onFinish={submit}
        saving={save.isPending}
        initialValues={{ name: '', shared: false }}
      >
        <Form.Item
          name="name"
          label={t('savedViews.name')}
          rules={[
            { required: true, whitespace: true, message: t('savedViews.nameRequired') },
            { max: SAVED_VIEW_LIMITS.nameMax, message: t('savedViews.nameRequired') },
          ]}
        >
          <Input dir="auto" maxLength={SAVED_VIEW_LIMITS.nameMax} data-testid="saved-view-name" />
        </Form.Item>
        {mayShare && (
          <Form.Item name="shared" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox data-testid="saved-view-shared">{t('savedViews.shareWithAll')}</Checkbox>
          </Form.Item>
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        deleting={remove.isPending}
        title={t('savedViews.deleteTitle', { name: deleting?.name ?? '' })}
        text={deleting?.shared ? t('savedViews.deleteSharedText') : t('savedViews.deleteText')}
        confirmText={t('savedViews.deleteOk')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
