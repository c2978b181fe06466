import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The page's one h1, with its main actions beside it. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
