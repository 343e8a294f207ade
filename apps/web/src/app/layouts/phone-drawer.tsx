import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { LIMITS } from '../../lib/config';

/** The phone's menu drawer of the default layout, loaded when the menu button is first pressed (issue 17). */
export function PhoneDrawer({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  return (
    <Drawer
      placement="left"
      size={LIMITS.drawerWidth}
      open={open}
      onClose={onClose}
      closable={false}
      styles={{ body: { padding: 0 } }}
      rootClassName="show-on-phone"
      aria-label={label}
    >
      {children}
    </Drawer>
  );
}
