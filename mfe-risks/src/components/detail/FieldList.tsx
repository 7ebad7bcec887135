import { Descriptions, type DescriptionsProps } from 'antd';

/** A detail card's fields: label above value, two columns from the small breakpoint, one on a phone. */
export function FieldList({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions column={{ xs: 1, sm: 2 }} layout="vertical" colon={false} size="small" items={items} />;
}
