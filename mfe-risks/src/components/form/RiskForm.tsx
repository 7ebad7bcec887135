import { useMemo } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  AFFECTED_APPS,
  displayName,
  IMPACT_LABELS,
  LIKELIHOOD_LABELS,
  LIMITS,
  parseMatrixValue,
  RISK_FREQUENCIES,
  RISK_MESSAGES,
  RISK_STATUSES,
  RISK_STATUS_LABELS,
  VALIDATION,
  type AffectedApp,
  type RiskFrequency,
  type RiskInput,
  type RiskStatus,
  type DepartmentDto,
  type RiskTypeDto,
  type UserDto,
  type UserSummary,
} from '@rtm/contracts';
import { LoadingScreen } from '@rtm/frontend/ui';
import { useRiskTypes } from '../../hooks/useRiskTypes';
import { useDepartments, useUsers } from '@rtm/frontend/directory';
import { useOwnerCandidates } from '../../hooks/useOwnerCandidates';
import { affectedAppLabel, frequencyLabel, riskTypeLabel } from '../riskLabels';
import { DepartmentPicker } from './DepartmentPicker';
import { MatrixValueInput } from './MatrixValueInput';
import { RiskScorePreview } from './RiskScorePreview';

export interface RiskFormValues {
  title: string;
  description?: string | null;
  suggestedSolution?: string | null;
  riskType?: string;
  affectedApp?: AffectedApp | null;
  frequency: RiskFrequency;
  ownerId?: string;
  departmentIds: number[];
  likelihood: number | null;
  impact: number | null;
  status: RiskStatus;
}

/** Defaults of SPEC section 9: frequency once, status open, likelihood and impact 1. */
export const EMPTY_RISK_FORM: RiskFormValues = {
  title: '',
  description: '',
  suggestedSolution: '',
  frequency: 'once',
  departmentIds: [],
  likelihood: 1,
  impact: 1,
  status: 'open',
};

export interface RiskFormProps {
  initialValues?: RiskFormValues;
  /** The risk's current owner (edit): kept as a choice even when no longer a manager or system admin. */
  currentOwner?: UserSummary | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: RiskInput) => void;
  onCancel: () => void;
}

const titleRule: Rule = {
  validator: (_, value: unknown) => {
    const length = typeof value === 'string' ? value.trim().length : 0;
    if (length < LIMITS.titleMin) return Promise.reject(new Error(VALIDATION.titleMin));
    if (length > LIMITS.titleMax) return Promise.reject(new Error(VALIDATION.titleMax));
    return Promise.resolve();
  },
};

const matrixRule = (message: string): Rule => ({
  validator: (_, value: unknown) => {
    const n = parseMatrixValue(value);
    return n >= 1 && n <= LIMITS.matrixSize ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

const departmentsRule: Rule = {
  validator: (_, value: unknown) =>
    Array.isArray(value) && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(VALIDATION.departmentsRequired)),
};

/** What the form sends (POST /api/risks and PATCH /api/risks/{id} alike). */
export function toRiskInput(values: RiskFormValues): RiskInput {
  return {
    title: values.title.trim(),
    description: values.description?.trim() || null,
    suggestedSolution: values.suggestedSolution?.trim() || null,
    riskType: values.riskType ?? '',
    affectedApp: values.affectedApp ?? null,
    frequency: values.frequency,
    ownerId: values.ownerId ?? '',
    departmentIds: values.departmentIds,
    likelihood: parseMatrixValue(values.likelihood),
    impact: parseMatrixValue(values.impact),
    status: values.status,
  };
}

/**
 * The one risk form of /risks/new and /risks/{id}/edit (SPEC sections 2 and 5). Shows 'Loading form...'
 * until risk types, departments and users are loaded.
 */
export function RiskForm(props: RiskFormProps) {
  const riskTypes = useRiskTypes();
  const departments = useDepartments();
  const users = useUsers();
  if (riskTypes.isLoading || departments.isLoading || users.isLoading) return <LoadingScreen text="Loading form..." />;
  return <RiskFormBody {...props} riskTypes={riskTypes.data ?? []} departments={departments.data ?? []} users={users.data ?? []} />;
}

interface RiskFormBodyProps extends RiskFormProps {
  riskTypes: readonly RiskTypeDto[];
  departments: readonly DepartmentDto[];
  users: readonly UserDto[];
}

function RiskFormBody({
  initialValues = EMPTY_RISK_FORM,
  currentOwner,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  riskTypes,
  departments,
  users,
}: RiskFormBodyProps) {
  const [form] = Form.useForm<RiskFormValues>();
  const candidates = useOwnerCandidates(users);
  // useWatch answers undefined before the form is connected; a cleared field (null) counts as 1.
  const watchedLikelihood = Form.useWatch('likelihood', form);
  const watchedImpact = Form.useWatch('impact', form);
  const likelihood = parseMatrixValue(watchedLikelihood === undefined ? initialValues.likelihood : watchedLikelihood);
  const impact = parseMatrixValue(watchedImpact === undefined ? initialValues.impact : watchedImpact);

  const ownerOptions = useMemo(() => {
    const options = candidates.map((u) => ({ value: u.id, label: u.email ? `${displayName(u)} (${u.email})` : displayName(u) }));
    if (currentOwner && !candidates.some((u) => u.id === currentOwner.id)) {
      options.unshift({ value: currentOwner.id, label: displayName(currentOwner) });
    }
    return options;
  }, [candidates, currentOwner]);

  const typeOptions = useMemo(() => {
    const names = riskTypes.map((t) => t.name);
    if (initialValues.riskType && !names.includes(initialValues.riskType)) names.push(initialValues.riskType);
    return names.map((name) => ({ value: name, label: riskTypeLabel(name) }));
  }, [riskTypes, initialValues.riskType]);

  return (
    <Form<RiskFormValues>
      form={form}
      name="risk-form"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit(toRiskInput(values))}
      scrollToFirstError
      requiredMark
      data-testid="risk-form"
    >
      <Form.Item name="title" label="Title" required rules={[titleRule]}>
        <Input placeholder="Brief description of the risk" maxLength={LIMITS.titleMax} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={4} placeholder="Detailed description of the risk, its causes and potential consequences" />
      </Form.Item>
      <Form.Item name="suggestedSolution" label="Suggested Solution">
        <Input.TextArea rows={3} placeholder="Proposed mitigation or solution" />
      </Form.Item>

      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="riskType" label="Risk Type" required rules={[{ required: true, message: VALIDATION.riskTypeRequired }]}>
            <Select placeholder="Select a risk type" options={typeOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="affectedApp" label="Affected Application">
            <Select allowClear placeholder="None" options={AFFECTED_APPS.map((app) => ({ value: app, label: affectedAppLabel(app) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="frequency" label="Frequency" rules={[{ required: true, message: RISK_MESSAGES.frequencyInvalid }]}>
            <Select options={RISK_FREQUENCIES.map((f) => ({ value: f, label: frequencyLabel(f) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label="Status" rules={[{ required: true, message: RISK_MESSAGES.statusInvalid }]}>
            <Select options={RISK_STATUSES.map((s) => ({ value: s, label: RISK_STATUS_LABELS[s] }))} />
          </Form.Item>
        </Col>
      </Row>

      <Form.Item name="ownerId" label="Risk Owner" required rules={[{ required: true, message: VALIDATION.ownerRequired }]}>
        <Select placeholder="Select a risk owner" showSearch={{ optionFilterProp: 'label' }} options={ownerOptions} />
      </Form.Item>

      <Form.Item name="departmentIds" label="Departments" required rules={[departmentsRule]}>
        <DepartmentPicker departments={departments} />
      </Form.Item>

      <Row gutter={16} align="bottom">
        <Col xs={12} md={8}>
          <Form.Item name="likelihood" label="Likelihood (1-5)" rules={[matrixRule(RISK_MESSAGES.likelihoodRange)]}>
            <MatrixValueInput labels={LIKELIHOOD_LABELS} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="impact" label="Impact (1-5)" rules={[matrixRule(RISK_MESSAGES.impactRange)]}>
            <MatrixValueInput labels={IMPACT_LABELS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Risk Score">
            <RiskScorePreview likelihood={likelihood} impact={impact} />
          </Form.Item>
        </Col>
      </Row>

      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
