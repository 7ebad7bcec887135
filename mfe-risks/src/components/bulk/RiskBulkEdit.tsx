import { useState } from 'react';
import { Form, Select } from 'antd';
import { OWNER_ROLES, RISK_STATUSES, TREATMENT_STRATEGIES, type RiskBulkChanges } from '@rtm/contracts';
import { BulkEditBar, BulkEditDialog, CLEAR, useSelectAllMatching, type BulkSelection } from '@rtm/frontend/bulk-edit';
import { useDepartments, UserPicker } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { riskListUrl, type RiskListQuery } from '../../api/riskListQuery';
import { useRisksTranslation } from '../../i18n';
import { DepartmentPicker } from '../form/DepartmentPicker';

type Values = Omit<RiskBulkChanges, 'treatmentStrategy'> & { treatmentStrategy?: string };

export interface RiskBulkEditProps {
  selection: BulkSelection;
  /** Risks the list's filters match. */
  matching: number;
  query: RiskListQuery;
}

/** Issue 27: the risk list's bulk edit: its bar, 'select all matching', and the dialog (owner, status, departments, treatment strategy). */
export function RiskBulkEdit({ selection, matching, query }: RiskBulkEditProps) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const departments = useDepartments();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const { selectAll, selectingAll } = useSelectAllMatching('/api/risks', selection, riskListUrl(query).slice('/api/risks'.length));

  return (
    <>
      <BulkEditBar
        selected={selection.ids.length}
        matching={matching}
        onSelectAllMatching={selectAll}
        selectingAll={selectingAll}
        onClear={selection.clear}
        onEdit={() => setOpen(true)}
      />
      <BulkEditDialog<Values>
        list="/api/risks"
        form={form}
        name="risk-bulk-edit"
        open={open}
        ids={selection.ids}
        label={selection.label}
        onClose={(changed) => {
          setOpen(false);
          if (changed) selection.clear();
        }}
      >
        <Form.Item name="ownerId" label={t('form.owner')}>
          <UserPicker roles={OWNER_ROLES} allowClear placeholder={t('common:bulkEdit.keep')} data-testid="bulk-owner" />
        </Form.Item>
        <Form.Item name="status" label={t('form.status')}>
          <Select
            allowClear
            placeholder={t('common:bulkEdit.keep')}
            options={RISK_STATUSES.map((status) => ({ value: status, label: labels.riskStatus(status) }))}
            data-testid="bulk-status"
          />
        </Form.Item>
        <Form.Item name="departmentIds" label={t('form.departments')}>
          <DepartmentPicker departments={departments.data ?? []} />
        </Form.Item>
        <Form.Item name="treatmentStrategy" label={t('form.treatmentStrategy')}>
          <Select
            allowClear
            placeholder={t('common:bulkEdit.keep')}
            options={[
              ...TREATMENT_STRATEGIES.map((strategy) => ({ value: strategy, label: t(`treatment.strategy.${strategy}`) })),
              { value: CLEAR, label: t('common:bulkEdit.clearValue') },
            ]}
            data-testid="bulk-treatment"
          />
        </Form.Item>
      </BulkEditDialog>
    </>
  );
}
