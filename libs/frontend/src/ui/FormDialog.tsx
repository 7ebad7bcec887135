import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { useRevalidateOnLanguageChange } from '../i18n/useRevalidateOnLanguageChange';

export interface FormDialogProps<Values> {
  form: FormInstance<Values>;
  /** The form's name: antd prefixes its fields' ids with it. */
  name: string;
  title: ReactNode;
  okText: string;
  open: boolean;
  /** Cancel, Esc or the close button. */
  onCancel: () => void;
  /** OK, once the fields pass their rules. */
  onFinish: (values: Values) => void;
  /** OK spins while the submit runs. */
  saving: boolean;
  width?: number;
  initialValues?: FormProps<Values>['initialValues'];
  children: ReactNode;
}

/**
 * A dialog that holds one vertical form: OK submits it, Cancel (in the page's language) closes it, OK spins while
 * saving. Rendered while closed (`forceRender`), so `form` is connected before the first open; its error messages
 * follow a language switch.
 */
export function FormDialog<Values>(props: FormDialogProps<Values>) {
  const { form, name, title, okText, open, onCancel, onFinish, saving, width, initialValues, children } = props;
  const { t } = useCommonTranslation();
  useRevalidateOnLanguageChange(form);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      width={width}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues} name={name}>
        {children}
      </Form>
    </Modal>
  );
}
