import type { FormInstance } from 'antd';
import { useState } from 'react';
import { inStaffLanguage } from '../client/server-text';
import { useAction } from '../client/use-action';
import { showServerErrors } from './server-errors';
import { useT } from './use-t';

interface SaveHandlers<R> {
  /** Toasts the failure (the page decides the text). */
  failed: (error: unknown) => void;
  /** After a successful save, with what `send` answered: toast, go back to the list. */
  saved: (result: R) => unknown;
}

/**
 * Submitting a form: `pending` while it runs, upload `progress` (0..1, null when idle), and
 * on failure the server's field messages under their fields and any other reason (a refused
 * file, a conflict) in `formError`, shown above the buttons; both in the staff language when
 * the contract knows the server's text.
 */
export function useFormSave<V, R = unknown>(
  form: FormInstance<V>,
  send: (values: V, onProgress: (fraction: number) => void) => Promise<R>,
  { failed, saved }: SaveHandlers<R>,
) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const action = useAction(async (values: V) => {
    setFormError(null);
    setProgress(0);
    let result: R;
    try {
      result = await send(values, setProgress);
    } catch (error) {
      const failure = inStaffLanguage(error, t);
      const leftOver = showServerErrors(form as FormInstance, failure);
      if (leftOver.length > 0) setFormError(leftOver.join(' '));
      else if (failure.status === 0) setFormError(t('admin.error.unreachable'));
      else if (failure.status !== 422) setFormError(failure.message);
      failed(error);
      throw error;
    } finally {
      setProgress(null);
    }
    await saved(result);
  });
  return {
    submit: (values: V) => void action.run(values),
    pending: action.pending,
    progress,
    formError,
  };
}
