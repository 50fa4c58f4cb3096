import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';

/** MUI's cap: above it the badge shows "99+". */
const MAX = 99;

const shown = (count: number) => (count > MAX ? `${MAX}+` : String(count));

/**
 * The count on a top-bar icon button, rendered only above zero: an invisible badge still holds its old digits,
 * which screen readers read and which do not match the button's name (axe label-content-name-mismatch).
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Badge badgeContent={shown(count)} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}

/**
 * The button's name with the count it shows, "Notificações, 3": the visible digits are part of the name (not in
 * parentheses, which axe drops from names before comparing).
 */
export function countLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${shown(count)}` : label;
}
