import type { ReactNode } from 'react';
import { Tag, theme } from 'antd';

export type Tone = 'green' | 'gold' | 'orange' | 'red' | 'blue' | 'purple' | 'cyan' | 'neutral';

export interface ToneTagProps {
  tone: Tone;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A coloured badge whose text keeps at least 4.5:1 contrast in both themes (antd's preset colours,
 * e.g. gold on light yellow, fall below that): light tint behind, the palette's dark shade as text
 * (the dark algorithm inverts the palette, so the same indexes work there).
 */
export function ToneTag({ tone, children, 'data-testid': testId }: ToneTagProps) {
  const { token } = theme.useToken();
  const palette = token as unknown as Record<string, string>;
  const style =
    tone === 'neutral'
      ? { color: token.colorText, background: token.colorFillTertiary, borderColor: token.colorBorder }
      : { color: palette[`${tone}9`], background: palette[`${tone}1`], borderColor: palette[`${tone}4`] };
  return (
    <Tag style={{ ...style, marginInlineEnd: 0 }} data-testid={testId}>
      {children}
    </Tag>
  );
}
