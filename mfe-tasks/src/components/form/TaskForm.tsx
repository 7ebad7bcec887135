import { Form, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskInput, type TaskPriority, type TaskStatus, type UserSummary } from '@rtm/contracts';
import { UserPicker, useUserSearch } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { apiDate, EntityForm, FormActions, FormDatePicker, HalfWidthField, LoadingScreen } from '@rtm/frontend/ui';
import type { RiskChoice } from '../../hooks/useRiskSearch';
import { useTasksTranslation } from '../../i18n';
import { RiskCheckboxList } from './RiskCheckboxList';
import { RiskPicker } from './RiskPicker';

export interface TaskFormValues {
  title: string;
  description?: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  assignedToId?: string | null;
  dueDate?: Dayjs | null;
  riskIds: string[];
}

/** Defaults of SPEC section 9: status to_do, priority medium. */
export const EMPTY_TASK_FORM: TaskFormValues = { title: '', description: '', status: 'to_do', priority: 'medium', riskIds: [] };

/** The edit form offers only To Do, In Progress and Done (SPEC section 2). */
const EDIT_STATUSES: readonly TaskStatus[] = ['to_do', 'in_progress', 'done'];

export interface TaskFormProps {
  mode: 'create' | 'edit';
  initialValues?: TaskFormValues;
  /** The task's linked risks (edit). */
  linkedRisks?: readonly RiskChoice[];
  /** The task's assignee (edit): kept as a choice even when no longer an active user. */
  currentAssignee?: UserSummary | null;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  onSubmit: (input: TaskInput) => void;
  onCancel: () => void;
}

/** What the form sends (POST /api/tasks and PATCH /api/tasks/{id} alike). */
export function toTaskInput(values: TaskFormValues): TaskInput {
  return {
    title: values.title.trim(),
    description: values.description?.trim() || null,
    status: values.status,
    priority: values.priority,
    assignedToId: values.assignedToId ?? null,
    dueDate: apiDate(values.dueDate),
    riskIds: values.riskIds,
  };
}

/** The task form of /tasks/new and /tasks/{id}/edit (SPEC section 2); shown once the assignee picker's first page of users is loaded. */
export function TaskForm(props: TaskFormProps) {
  const users = useUserSearch('');
  const { t } = useTasksTranslation();
  if (users.loading) return <LoadingScreen text={t('form.loading')} />;
  return <TaskFormBody {...props} />;
}

function TaskFormBody({
  mode,
  initialValues = EMPTY_TASK_FORM,
  linkedRisks,
  currentAssignee,
  submitLabel,
  submittingLabel,
  submitting,
  onSubmit,
  onCancel,
}: TaskFormProps) {
  const [form] = Form.useForm<TaskFormValues>();
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();

  const statuses =
    mode === 'create'
      ? TASK_STATUSES
      : EDIT_STATUSES.includes(initialValues.status)
        ? EDIT_STATUSES
        : [...EDIT_STATUSES, initialValues.status];

  return (
    <EntityForm form={form} name="task-form" t={t} initialValues={initialValues} onFinish={(values) => onSubmit(toTaskInput(values))}>
      <Row gutter={16}>
        <HalfWidthField name="status" label={t('form.status')}>
          <Select options={statuses.map((s) => ({ value: s, label: labels.taskStatus(s) }))} />
        </HalfWidthField>
        <HalfWidthField name="priority" label={t('form.priority')}>
          <Select options={TASK_PRIORITIES.map((p) => ({ value: p, label: labels.taskPriority(p) }))} />
        </HalfWidthField>
        <HalfWidthField name="assignedToId" label={t('form.assignedTo')}>
          <UserPicker allowClear selected={currentAssignee} placeholder={t('form.unassigned')} data-testid="assignee-select" />
        </HalfWidthField>
        <HalfWidthField name="dueDate" label={t('form.dueDate')}>
          <FormDatePicker placeholder={t('form.dueDatePlaceholder')} data-testid="due-date" />
        </HalfWidthField>
      </Row>
      <Form.Item name="riskIds" label={t('form.linkedRisks')}>
        {mode === 'create' ? <RiskPicker known={linkedRisks} /> : <RiskCheckboxList known={linkedRisks} />}
      </Form.Item>
      <FormActions submitLabel={submitting ? submittingLabel : submitLabel} submitting={submitting} onCancel={onCancel} />
    </EntityForm>
  );
}
