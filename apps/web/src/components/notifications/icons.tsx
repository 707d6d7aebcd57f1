import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { NotificationColor } from './notification-service';

const ICON_SIZE = 20;

/** One icon per colour (SPEC §2: success, error, warning and info icons). */
export const NOTIFICATION_ICONS: Record<NotificationColor, ReactNode> = {
  success: <CircleCheck size={ICON_SIZE} aria-hidden="true" />,
  error: <CircleAlert size={ICON_SIZE} aria-hidden="true" />,
  warning: <TriangleAlert size={ICON_SIZE} aria-hidden="true" />,
  info: <Info size={ICON_SIZE} aria-hidden="true" />,
};
