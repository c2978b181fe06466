import { Popconfirm, type PopconfirmProps } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * antd's Popconfirm, usable from the keyboard: it opens in a portal at the end of the page, out
 * of reach of Tab, so opening it moves focus to its Cancel button (the safe choice), Escape
 * closes it from anywhere, and closing it gives focus back to the button that opened it.
 */
export function KeyboardPopconfirm({ cancelButtonProps, ...props }: PopconfirmProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const cancelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // the popup shows a frame or two after `open` (antd keeps it hidden in between)
    let frame = 0;
    const focusCancel = () => {
      const cancel = document.getElementById(cancelId);
      if (cancel?.offsetParent) cancel.focus({ preventScroll: true });
      else frame = requestAnimationFrame(focusCancel);
    };
    focusCancel();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, cancelId, close]);

  return (
    <Popconfirm
      {...props}
      open={open}
      onOpenChange={(next) => {
        if (!next) return close();
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      }}
      cancelButtonProps={{ ...cancelButtonProps, id: cancelId }}
    />
  );
}
