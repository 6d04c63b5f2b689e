/*
 * One polite live region for the whole page (<Announcer /> in the root layout), for what happens
 * without a visible message of its own appearing where the focus is: a form that was refused (its
 * errors), a basket that got a stay. Any code can call announce().
 */
export interface Announcement {
  text: string;
  /** Counts announcements, so the same words twice are still a change. */
  serial: number;
}

let message: Announcement = { text: '', serial: 0 };
const listeners = new Set<() => void>();

/** Has screen readers read `text` out, even when it is the same text as last time. */
export function announce(text: string): void {
  message = { text, serial: message.serial + 1 };
  listeners.forEach((listener) => listener());
}

export function subscribeAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAnnouncement(): Announcement {
  return message;
}
