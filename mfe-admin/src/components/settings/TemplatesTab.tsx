import { useState } from 'react';
import { Button, Flex, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { EmailTemplateDto } from '@rtm/contracts';
import { ConfirmDeleteDialog, EmptyState, SkeletonRows, ToneTag, UserText } from '@rtm/frontend/ui';
import { useDeleteTemplate, useEmailTemplates, useUpdateTemplate } from '../../hooks/useSettings';
import { useAdminTranslation } from '../../i18n';
import { TemplateDialog } from './TemplateDialog';

/** The mail templates (3 skeletons while loading), with add, edit, the active switch and delete. */
export function TemplatesTab() {
  const templates = useEmailTemplates();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const { t } = useAdminTranslation();
  const [dialog, setDialog] = useState<{ template: EmailTemplateDto | null } | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplateDto | null>(null);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('settings.templatesTitle')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ template: null })}>
          {t('settings.template.add')}
        </Button>
      </Flex>
      {templates.isLoading ? (
        <SkeletonRows count={3} />
      ) : (templates.data ?? []).length === 0 ? (
        <EmptyState title={t('settings.template.empty')} />
      ) : (
        <Table<EmailTemplateDto>
          rowKey="id"
          dataSource={templates.data}
          pagination={false}
          scroll={{ x: 760 }}
          columns={[
            { title: t('settings.template.name'), dataIndex: 'name', render: (name: string) => <UserText>{name}</UserText> },
            {
              title: t('settings.template.type'),
              dataIndex: 'type',
              render: (type: EmailTemplateDto['type']) => t(`settings.templateType.${type}`),
            },
            {
              title: t('settings.template.language'),
              dataIndex: 'language',
              width: 110,
              render: (language: EmailTemplateDto['language']) => (
                <ToneTag tone="neutral">{t(`settings.languageName.${language}`)}</ToneTag>
              ),
            },
            {
              title: t('settings.template.subject'),
              dataIndex: 'subject',
              ellipsis: true,
              render: (s: string) => (
                <UserText cut tooltip>
                  {s}
                </UserText>
              ),
            },
            {
              title: t('settings.active'),
              dataIndex: 'isActive',
              width: 90,
              render: (isActive: boolean, template) => (
                <Switch
                  checked={isActive}
                  aria-label={t('settings.template.activeLabel', { name: template.name })}
                  onChange={(checked) => update.mutate({ id: template.id, isActive: checked })}
                />
              ),
            },
            {
              title: t('settings.actions'),
              key: 'actions',
              width: 110,
              render: (_, template) => (
                <Space>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={t('settings.template.editLabel', { name: template.name })}
                    onClick={() => setDialog({ template })}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('settings.template.deleteLabel', { name: template.name })}
                    onClick={() => setDeleting(template)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
      <TemplateDialog open={dialog !== null} template={dialog?.template ?? null} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        deleting={remove.isPending}
        title={t('settings.template.deleteTitle')}
        text={t('settings.template.deleteText', { name: deleting?.name ?? '' })}
        confirmText={t('settings.template.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
