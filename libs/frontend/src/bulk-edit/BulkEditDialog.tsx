import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, type FormInstance } from 'antd';
import { serverMessage } from '../api-client/ApiError';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { useRevalidateOnLanguageChange } from '../i18n/useRevalidateOnLanguageChange';
import { changesOf, type BulkEditList } from './bulkEdit';
import { BulkEditOutcomeView } from './BulkEditOutcomeView';
import { useBulkEdit } from './useBulkEdit';

export interface BulkEditDialogProps<Values extends object> {
  list: BulkEditList;
  form: FormInstance<Values>;
  /** The form's name: antd prefixes its fields' ids with it. */
  name: string;
  open: boolean;
  ids: readonly string[];
  label: (id: string) => string;
  onClose: (changed: boolean) => void;
  /** The form's values as the changes' fields (a field's own shape on screen: a date picker's day, a 'clear' box). */
  transform?: (values: Values) => object;
  /** The fields (each left empty changes nothing). */
  children: ReactNode;
}

/**
 * The bulk edit of the chosen items: the fields to set, then what it did (at once, or a job's progress then its result).
 * Closing after a change clears the selection.
 */
export function BulkEditDialog<Values extends object>({
  list,
  form,
  name,
  open,
  ids,
  label,
  onClose,
  transform,
  children,
}: BulkEditDialogProps<Values>) {
  const { t } = useCommonTranslation();
  useRevalidateOnLanguageChange(form);
  const { edit, outcome, starting, error, reset } = useBulkEdit(list);
  const [nothingChosen, setNothingChosen] = useState(false);
  const running = starting || (outcome?.kind === 'job' && outcome.job.state === 'running');
  const close = () => {
    const changed = outcome !== null;
    reset();
    setNothingChosen(false);
    form.resetFields();
    onClose(changed);
  };
  const submit = (values: Values) => {
    const changes = changesOf((transform ? transform(values) : values) as Record<string, unknown>);
    setNothingChosen(Object.keys(changes).length === 0);
    if (Object.keys(changes).length > 0) edit.mutate({ ids, changes });
  };
  return (
    <Modal
      title={t('bulkEdit.title', { n: ids.length })}
      open={open}
      onCancel={running ? undefined : close}
      closable={!running}
      mask={{ closable: !running }}
      forceRender
      footer={
        outcome
          ? [
              <Button key="close" type="primary" onClick={close} disabled={running} data-testid="bulk-edit-close">
                {t('bulkEdit.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={running}>
                {t('actions.cancel')}
              </Button>,
              <Button key="apply" type="primary" loading={running} onClick={() => form.submit()} data-testid="bulk-edit-apply">
                {t('bulkEdit.apply', { n: ids.length })}
              </Button>,
            ]
      }
    >
      {outcome ? (
        <BulkEditOutcomeView outcome={outcome} label={label} />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={submit} name={name}>
          <Alert type="info" showIcon title={t('bulkEdit.hint')} style={{ marginBottom: 16 }} />
          {children}
          {nothingChosen && <Alert type="warning" showIcon title={t('bulkEdit.nothingChosen')} data-testid="bulk-edit-nothing" />}
          {error && <Alert type="error" showIcon title={serverMessage(error, t('bulkEdit.failed'))} data-testid="bulk-edit-error" />}
        </Form>
      )}
    </Modal>
  );
}
