import { useMemo } from 'react';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import {
  AFFECTED_APPS,
  LIMITS,
  OWNER_ROLES,
  parseMatrixValue,
  RISK_FREQUENCIES,
  RISK_STATUSES,
  TREATMENT_PLAN_MAX,
  TREATMENT_STRATEGIES,
  type AffectedApp,
  type RiskFrequency,
  type RiskInput,
  type RiskStatus,
  type TreatmentStrategy,
  type DepartmentDto,
  type RiskTypeDto,
  type UserSummary,
} from '@rtm/contracts';
import { useDepartments, UserPicker, useUserSearch } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { apiDate, EntityForm, FormActions, FormDatePicker, HalfWidthField, LoadingScreen } from '@rtm/frontend/ui';
import { useRiskTypes } from '../../hooks/useRiskTypes';
import { useRisksTranslation } from '../../i18n';
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
  /** Issue 25: the residual assessment (both or neither) and the treatment decision. */
  residualLikelihood?: number | null;
  residualImpact?: number | null;
  treatmentStrategy?: TreatmentStrategy | null;
  treatmentPlan?: string | null;
  treatmentDueDate?: Dayjs | null;
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

type TFunction = ReturnType<typeof useRisksTranslation>['t'];

export const matrixRule = (message: string): Rule => ({
  validator: (_, value: unknown) => {
    const n = parseMatrixValue(value);
    return n >= 1 && n <= LIMITS.matrixSize ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

const departmentsRule = (t: TFunction): Rule => ({
  validator: (_, value: unknown) =>
    Array.isArray(value) && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('common:validation.departmentsRequired'))),
});

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
    residualLikelihood: values.residualLikelihood ?? null,
    residualImpact: values.residualImpact ?? null,
    treatmentStrategy: values.treatmentStrategy ?? null,
    treatmentPlan: values.treatmentPlan?.trim() || null,
    treatmentDueDate: apiDate(values.treatmentDueDate),
  };
}

/** Residual likelihood and impact come together, and score at most the inherent score (the service's rule too). */
export const residualRule =
  (t: TFunction, other: 'residualLikelihood' | 'residualImpact'): Rule =>
  ({ getFieldValue }) => ({
    validator: (_, value: number | null | undefined) => {
      const otherValue = getFieldValue(other) as number | null | undefined;
      if ((value == null) !== (otherValue == null)) return Promise.reject(new Error(t('messages.residualIncomplete')));
      if (value == null || otherValue == null) return Promise.resolve();
      const inherent = parseMatrixValue(getFieldValue('likelihood')) * parseMatrixValue(getFieldValue('impact'));
      return value * otherValue > inherent ? Promise.reject(new Error(t('messages.residualAboveInherent'))) : Promise.resolve();
    },
  });

/**
 * The one risk form of /risks/new and /risks/{id}/edit (SPEC sections 2 and 5). Shows 'Loading form...'
 * until risk types, departments and the owner picker's first page of users are loaded.
 */
export function RiskForm(props: RiskFormProps) {
  const riskTypes = useRiskTypes();
  const departments = useDepartments();
  const owners = useUserSearch('', { roles: OWNER_ROLES });
  const { t } = useRisksTranslation();
  if (riskTypes.isLoading || departments.isLoading || owners.loading) return <LoadingScreen text={t('form.loading')} />;
  return <RiskFormBody {...props} riskTypes={riskTypes.data ?? []} departments={departments.data ?? []} />;
}

interface RiskFormBodyProps extends RiskFormProps {
  riskTypes: readonly RiskTypeDto[];
  departments: readonly DepartmentDto[];
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
}: RiskFormBodyProps) {
  const [form] = Form.useForm<RiskFormValues>();
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  // useWatch answers undefined before the form is connected; a cleared field (null) counts as 1.
  const watchedLikelihood = Form.useWatch('likelihood', form);
  const watchedImpact = Form.useWatch('impact', form);
  const likelihood = parseMatrixValue(watchedLikelihood === undefined ? initialValues.likelihood : watchedLikelihood);
  const impact = parseMatrixValue(watchedImpact === undefined ? initialValues.impact : watchedImpact);
  const watchedResidualLikelihood = Form.useWatch('residualLikelihood', form) as number | null | undefined;
  const watchedResidualImpact = Form.useWatch('residualImpact', form) as number | null | undefined;

  const typeOptions = useMemo(() => {
    const names = riskTypes.map((t) => t.name);
    if (initialValues.riskType && !names.includes(initialValues.riskType)) names.push(initialValues.riskType);
    return names.map((name) => ({ value: name, label: labels.riskType(name) }));
  }, [riskTypes, initialValues.riskType, labels]);

  return (
    <EntityForm form={form} name="risk-form" t={t} initialValues={initialValues} onFinish={(values) => onSubmit(toRiskInput(values))}>
      <Form.Item name="suggestedSolution" label={t('form.suggestedSolution')}>
        <Input.TextArea rows={3} placeholder={t('form.suggestedSolutionPlaceholder')} />
      </Form.Item>

      <Row gutter={16}>
        <HalfWidthField
          name="riskType"
          label={t('form.riskType')}
          required
          rules={[{ required: true, message: t('common:validation.riskTypeRequired') }]}
        >
          <Select placeholder={t('form.riskTypePlaceholder')} options={typeOptions} />
        </HalfWidthField>
        <HalfWidthField name="affectedApp" label={t('form.affectedApp')}>
          <Select
            allowClear
            placeholder={t('form.none')}
            options={AFFECTED_APPS.map((app) => ({ value: app, label: labels.affectedApp(app) }))}
          />
        </HalfWidthField>
        <HalfWidthField name="frequency" label={t('form.frequency')} rules={[{ required: true, message: t('messages.frequencyInvalid') }]}>
          <Select options={RISK_FREQUENCIES.map((f) => ({ value: f, label: labels.frequency(f) }))} />
        </HalfWidthField>
        <HalfWidthField name="status" label={t('form.status')} rules={[{ required: true, message: t('messages.statusInvalid') }]}>
          <Select options={RISK_STATUSES.map((s) => ({ value: s, label: labels.riskStatus(s) }))} />
        </HalfWidthField>
      </Row>

      <Form.Item
        name="ownerId"
        label={t('form.owner')}
        required
        rules={[{ required: true, message: t('common:validation.ownerRequired') }]}
      >
        <UserPicker roles={OWNER_ROLES} selected={currentOwner} placeholder={t('form.ownerPlaceholder')} data-testid="owner-picker" />
      </Form.Item>

      <Form.Item name="departmentIds" label={t('form.departments')} required rules={[departmentsRule(t)]}>
        <DepartmentPicker departments={departments} />
      </Form.Item>

      {/* One field per line on a phone, so each label keeps its words whole and the inputs line up. */}
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="likelihood" label={t('form.likelihood')} rules={[matrixRule(t('messages.likelihoodRange'))]}>
            <MatrixValueInput labelOf={labels.likelihood} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="impact" label={t('form.impact')} rules={[matrixRule(t('messages.impactRange'))]}>
            <MatrixValueInput labelOf={labels.impact} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item label={t('form.score')}>
            <RiskScorePreview likelihood={likelihood} impact={impact} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('form.assessmentSection')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item
            name="residualLikelihood"
            label={t('form.residualLikelihood')}
            dependencies={['residualImpact', 'likelihood', 'impact']}
            rules={[residualRule(t, 'residualImpact')]}
          >
            <MatrixValueInput labelOf={labels.likelihood} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item
            name="residualImpact"
            label={t('form.residualImpact')}
            dependencies={['residualLikelihood', 'likelihood', 'impact']}
            rules={[residualRule(t, 'residualLikelihood')]}
          >
            <MatrixValueInput labelOf={labels.impact} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item label={t('form.residualScore')}>
            {watchedResidualLikelihood != null && watchedResidualImpact != null ? (
              <RiskScorePreview likelihood={watchedResidualLikelihood} impact={watchedResidualImpact} testId="residual-score-preview" />
            ) : (
              <span data-testid="residual-score-preview">{t('form.notAssessed')}</span>
            )}
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <HalfWidthField name="treatmentStrategy" label={t('form.treatmentStrategy')}>
          <Select
            allowClear
            placeholder={t('form.none')}
            options={TREATMENT_STRATEGIES.map((s) => ({ value: s, label: t(`treatment.strategy.${s}`) }))}
          />
        </HalfWidthField>
        <HalfWidthField name="treatmentDueDate" label={t('form.treatmentDueDate')}>
          <FormDatePicker placeholder={t('form.treatmentDueDatePlaceholder')} data-testid="treatment-due-date" />
        </HalfWidthField>
      </Row>
      <Form.Item name="treatmentPlan" label={t('form.treatmentPlan')}>
        <Input.TextArea rows={3} maxLength={TREATMENT_PLAN_MAX} showCount placeholder={t('form.treatmentPlanPlaceholder')} dir="auto" />
      </Form.Item>

      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </EntityForm>
  );
}
