import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../common/constants';
import './tooltip.css';

/**
 * When the last tooltip closed. Within TOOLTIP_SKIP_DELAY_MS of that, the next one opens at
 * once (moving along a row of icons), otherwise after TOOLTIP_DELAY_MS.
 */
let lastClosedAt = -Infinity;

export function tooltipOpenDelay(now = Date.now()): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

type TriggerProps = { 'aria-describedby'?: string };

/**
 * A short hint shown on hover or keyboard focus of its single child; Escape hides it.
 * The child gets aria-describedby, so screen readers read the hint too. `isLabel`: the hint is
 * the child's own accessible name (an icon-only button), so it is shown but not read twice.
 * `align="start"` lines the hint up with the child's start edge (near the screen's left edge).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  isLabel = false,
  align = 'center',
  anchorClassName = '',
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom';
  isLabel?: boolean;
  align?: 'center' | 'start' | 'end';
  /** Extra class of the anchor around the child, e.g. to make the pair float. */
  anchorClassName?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const delay = tooltipOpenDelay();
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Only the description id goes onto the child; pointer and focus events bubble to the anchor.
  const trigger = isLabel
    ? children
    : cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      });

  return (
    <span className={`tooltip-anchor ${anchorClassName}`.trim()} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {trigger}
      <span id={id} role={isLabel ? undefined : 'tooltip'} aria-hidden={isLabel || undefined} className={`tooltip tooltip--${side} tooltip--${align}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
