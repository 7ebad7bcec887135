import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function render({ tag, attrs, children = [] }: AbstractNode, key?: number): ReactElement {
  return createElement(tag, { ...attrs, key }, ...children.map(render));
}

/**
 * One of antd's icons drawn from its SVG definition (@ant-design/icons-svg), as antd draws it, without
 * the @ant-design/icons runtime: the login bundle stays small.
 */
export function Icon({ icon, className = '' }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') throw new Error(`${icon.name}: two-tone icons are not drawn here`);
  const svg = icon.icon;
  return (
    <span className={`anticon ${className}`.trim()} aria-hidden>
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, focusable: 'false' },
        ...(svg.children ?? []).map(render),
      )}
    </span>
  );
}
