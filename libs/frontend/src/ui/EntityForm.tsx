import type { ReactNode } from 'react';
import { Button, Flex, Form, Input, type FormProps } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS } from '@rtm/contracts';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { TITLE_AND_DESCRIPTION_KEYS as KEYS } from './callerNamespaceKeys';
import { titleRule } from './formRules';

/** A create/edit form of a slice's entity: vertical, required marks, scrolls to the first error; `name` is also its test id. */
export function EntityForm<Values>({
  name,
  children,
  ...props
}: Omit<FormProps<Values>, 'children'> & { name: string; children: ReactNode }) {
  return (
    <Form<Values> name={name} layout="vertical" scrollToFirstError requiredMark data-testid={name} {...props}>
      {children}
    </Form>
  );
}

/** The title (3 to 255 characters) and description fields every entity form starts with, texts from the page's namespace. */
export function TitleAndDescription({ t }: { t: TFunction }) {
  return (
    <>
      <Form.Item name="title" label={t(KEYS.title)} required rules={[titleRule(t)]}>
        <Input placeholder={t(KEYS.titlePlaceholder)} maxLength={LIMITS.titleMax} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t(KEYS.description)}>
        <Input.TextArea rows={4} placeholder={t(KEYS.descriptionPlaceholder)} maxLength={LIMITS.textMax} />
      </Form.Item>
    </>
  );
}

/** The end of every entity form: Cancel (off while saving) and the submit button, which spins while saving. */
export function FormActions({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel: () => void }) {
  const { t } = useCommonTranslation();
  return (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onCancel} disabled={submitting}>
        {t('actions.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
