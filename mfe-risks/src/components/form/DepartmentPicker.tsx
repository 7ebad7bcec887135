import { Flex, Select, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { DepartmentDto } from '@rtm/contracts';
import { UserTag } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

export interface DepartmentPickerProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  departments: readonly DepartmentDto[];
  status?: 'error' | 'warning' | '';
}

/**
 * Departments are picked one at a time; picking an already selected one removes it (SPEC section 2).
 * The chosen ones are listed below as tags, which can also be closed.
 */
export function DepartmentPicker({ id, value = [], onChange, departments, status }: DepartmentPickerProps) {
  const { t } = useRisksTranslation();
  const toggle = (departmentId: number) =>
    onChange?.(value.includes(departmentId) ? value.filter((d) => d !== departmentId) : [...value, departmentId]);
  const nameOf = (departmentId: number) =>
    departments.find((d) => d.id === departmentId)?.name ?? t('form.departmentFallback', { id: departmentId });

  return (
    <Flex vertical gap={8}>
      <Select<number>
        id={id}
        value={null}
        status={status}
        placeholder={value.length ? t('form.departmentsSelected', { count: value.length }) : t('form.departmentPlaceholder')}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(departmentId) => departmentId !== null && departmentId !== undefined && toggle(departmentId)}
        options={departments.map((d) => ({ value: d.id, label: d.name }))}
        optionRender={(option) => (
          <Flex justify="space-between" align="center" gap={8}>
            <span>{option.label}</span>
            {value.includes(option.value as number) && <CheckOutlined aria-label={t('form.departmentChosen')} />}
          </Flex>
        )}
        data-testid="department-picker"
      />
      {value.length > 0 ? (
        <Flex gap={4} wrap data-testid="selected-departments">
          {value.map((departmentId) => (
            <UserTag key={departmentId} color="blue" closable onClose={() => toggle(departmentId)}>
              {nameOf(departmentId)}
            </UserTag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('form.noDepartment')}
        </Typography.Text>
      )}
    </Flex>
  );
}
