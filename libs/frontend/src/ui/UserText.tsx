import type { CSSProperties, ReactNode } from 'react';
import { Tag, Typography, type TagProps } from 'antd';
import type { TextProps } from 'antd/es/typography/Text';
import { DelayedTooltip } from './DelayedTooltip';

/** A long unbroken word (a pasted URL, 300 letters) breaks where it must instead of running out of its box. */
export const WRAP_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere' };

/**
 * One line, cut with an ellipsis. The element that cuts is the one with `dir="auto"`: the ellipsis then stands at
 * the text's own logical end (the right of an English text inside an Arabic page), not at the page's end.
 */
const CUT_AT_END: CSSProperties = { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export type UserTextProps = Omit<TextProps, 'dir' | 'ellipsis' | 'children'> & {
  children: ReactNode;
  /** One line cut at its end (tables, cards, pickers) instead of wrapping. */
  cut?: boolean;
  /** With `cut`: the whole text in a tooltip (string children only). */
  tooltip?: boolean;
};

/**
 * A text a person typed (title, description, comment, name, e-mail): its own direction (`dir="auto"`), and it stays
 * inside its box, wrapped (also inside unbroken words) or, with `cut`, cut at its logical end.
 */
export function UserText({ children, cut, tooltip, style, ...props }: UserTextProps) {
  const text = (
    <Typography.Text dir="auto" {...props} style={{ ...(cut ? CUT_AT_END : WRAP_ANYWHERE), ...style }}>
      {children}
    </Typography.Text>
  );
  return cut && tooltip && typeof children === 'string' ? (
    <DelayedTooltip title={<span dir="auto">{children}</span>} placement="topLeft">
      {text}
    </DelayedTooltip>
  ) : (
    text
  );
}

/** A text a person typed over several lines (description, comment): line breaks kept, wrapped inside its box. */
export function UserParagraph({
  children,
  style,
  'data-testid': testId,
}: {
  children: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', marginBottom: 0, ...WRAP_ANYWHERE, ...style }} data-testid={testId}>
      {children}
    </Typography.Paragraph>
  );
}

/** A tag holding a text a person typed (a department's name): its own direction, wrapped inside the tag when long. */
export function UserTag({ style, ...props }: TagProps) {
  return <Tag dir="auto" style={{ marginInlineEnd: 0, maxWidth: '100%', whiteSpace: 'normal', ...WRAP_ANYWHERE, ...style }} {...props} />;
}
