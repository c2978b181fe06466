import type { CheckCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** antd's status tag colours, which the staff theme keeps at 4.5:1; `default` is ink on grey. */
export type TagTone = 'processing' | 'success' | 'warning' | 'error' | 'default';

export interface TagLook {
  tone: TagTone;
  /** Each status has its own, so it is told apart by shape as well as by colour. */
  icon?: typeof CheckCircleOutlined;
}

/** A status in words, with its icon and tone. */
export function StatusTag({ look, children }: { look: TagLook | undefined; children: ReactNode }) {
  const Icon = look?.icon;
  return (
    <Tag
      // a colour antd does not know would paint white text on nothing
      color={look && look.tone !== 'default' ? look.tone : undefined}
      icon={Icon && <Icon aria-hidden />}
    >
      {children}
    </Tag>
  );
}
