const UNSUPPORTED_MESSAGE = "This browser doesn't support notifications";

function supported(): boolean {
  return typeof Notification !== 'undefined';
}

/** Asks for permission once (first click of the bell); without the API only logs it (spec §8). */
export function requestNotificationPermission(): void {
  if (!supported()) {
    console.info(UNSUPPORTED_MESSAGE);
    return;
  }
  if (Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
}

export interface BrowserNotice {
  title: string;
  body: string;
  /** One notice per ticket: a newer message replaces the older one. */
  tag: string;
  icon?: string;
  onClick: () => void;
}

/** Shows a system notification when permission was granted; otherwise nothing. */
export function showBrowserNotification({ title, body, tag, icon, onClick }: BrowserNotice): void {
  if (!supported() || Notification.permission !== 'granted') return;
  const notice = new Notification(title, { body, tag, icon });
  notice.onclick = () => {
    window.focus();
    onClick();
    notice.close();
  };
}
