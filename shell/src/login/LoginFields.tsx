import { useState, type InputHTMLAttributes } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useShellTranslation } from '../i18n';
import { Icon } from './Icon';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  icon: IconDefinition;
  /** The message under the field (required...), or null. */
  error: string | null;
  onChange: (value: string) => void;
}

/** A labelled input with its leading icon and validation message, drawn like antd's Form.Item + Input. */
export function LoginField({ id, label, icon, error, onChange, disabled, children, ...input }: FieldProps) {
  return (
    <div className="login-item">
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      <div className={`login-input${error ? ' invalid' : ''}${disabled ? ' disabled' : ''}`}>
        <Icon icon={icon} />
        <input
          id={id}
          name={id}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...input}
        />
        {children}
      </div>
      {error && (
        <div id={`${id}-error`} className="login-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The password field with antd's show/hide eye. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { t } = useShellTranslation();
  const [shown, setShown] = useState(false);
  return (
    <LoginField {...props} type={shown ? 'text' : 'password'}>
      <button
        type="button"
        className="login-eye"
        onClick={() => setShown((s) => !s)}
        aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
        disabled={props.disabled}
      >
        <Icon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
      </button>
    </LoginField>
  );
}
