import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../common/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long it stays on screen, in ms (5000 by default). */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastOptions, 'variant' | 'duration'>>, Omit<ToastOptions, 'variant' | 'duration'> {
  id: number;
  /** False once dismissed: hidden at once, dropped from memory after TOAST_REMOVE_DELAY_MS. */
  open: boolean;
}

/**
 * One store for the whole page, so any component (or plain function) can raise a toast
 * without a provider; <Toaster /> renders it. Only TOAST_LIMIT toasts are kept: a new one
 * replaces the previous one (one at a time).
 */
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: number) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Hides one toast, or all of them without an id. */
export function dismissToast(id?: number): void {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Shows a toast and returns its id; it hides itself after its duration (see <Toaster />). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  const entry: Toast = { variant: 'default', duration: TOAST_DURATION_MS, ...options, id, open: true };
  // Anything beyond the limit is dropped at once.
  const kept = [entry, ...toasts].slice(0, TOAST_LIMIT);
  toasts.filter((t) => !kept.includes(t)).forEach((t) => clearTimeout(removeTimers.get(t.id)));
  emit(kept);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

/** The current toasts plus `toast()` and `dismiss()`. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Tests: forget every toast and timer. */
export function resetToasts(): void {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  emit([]);
}
