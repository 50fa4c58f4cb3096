import { useId } from 'react';

/** The ZapDesk mark: a chat bubble carrying a bolt ("zap") on a rounded green tile. */
export function LogoMark({ size = 36 }: { size?: number }) {
  // Several marks can share a page (drawer and dialogs): gradient ids must be unique.
  const gradientId = `zd-mark${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label="ZapDesk" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#22C58B" />
          <stop offset="1" stopColor="#0B6B58" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M20 8.5a11 11 0 0 0-9.6 16.4L9 31l6.3-1.6A11 11 0 1 0 20 8.5z" fill="#FFFFFF" />
      <path d="M21.8 12.2 15.3 21h4.4l-1.2 6.8 6.6-9h-4.5l1.2-6.6z" fill="#0E7C66" />
    </svg>
  );
}
