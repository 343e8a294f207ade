import type { ReactNode } from 'react';
import { Card, Flex, Form } from 'antd';

/**
 * The bar of choices over a screen's table (year, class, grade …): labelled fields side by side in a
 * small card, wrapping on narrow screens; `footer` under them (a warning about the choices).
 */
export function FilterBar({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Form layout="vertical">
        <Flex gap={12} wrap>
          {children}
        </Flex>
      </Form>
      {footer}
    </Card>
  );
}

/** One labelled field of a `FilterBar`. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form.Item label={label} style={{ marginBottom: 0 }}>
      {children}
    </Form.Item>
  );
}
