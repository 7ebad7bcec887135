import type { ReactNode } from 'react';
import { Button, Col, Flex, Form, Input, type FormInstance, type FormItemProps, type FormProps } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS } from '@rtm/contracts';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { useRevalidateOnLanguageChange } from '../i18n/useRevalidateOnLanguageChange';
import { TITLE_AND_DESCRIPTION_KEYS as KEYS } from './callerNamespaceKeys';
import { titleRule } from './formRules';

export type EntityFormProps<Values> = Omit<FormProps<Values>, 'children' | 'form'> & {
  form: FormInstance<Values>;
  /** Also the form's test id. */
  name: string;
  /** `t` of the page's namespace, for the title and description fields. */
  t: TFunction;
  children: ReactNode;
};

/**
 * A create/edit form of a slice's entity: vertical, required marks, scrolls to the first error, its error messages
 * follow a language switch. It starts with the title and description; `children` are the entity's own fields and
 * end with `FormActions`.
 */
export function EntityForm<Values>({ form, name, t, children, ...props }: EntityFormProps<Values>) {
  useRevalidateOnLanguageChange(form);
  return (
    <Form<Values> form={form} name={name} layout="vertical" scrollToFirstError requiredMark data-testid={name} {...props}>
      <TitleAndDescription t={t} />
      {children}
    </Form>
  );
}

/** A field of an entity form's `<Row gutter={16}>`: the whole width on a phone, half of it from md up. */
export function HalfWidthField(props: FormItemProps) {
  return (
    <Col xs={24} md={12}>
      <Form.Item {...props} />
    </Col>
  );
}

/** The title (3 to 255 characters) and description fields every entity form starts with, texts from the page's namespace. */
function TitleAndDescription({ t }: { t: TFunction }) {
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
