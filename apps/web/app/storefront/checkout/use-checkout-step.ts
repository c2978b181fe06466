import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export type Step = 1 | 2 | 3;
export const stepCount = 3;

function parseStep(raw: string | null): Step {
  return raw === '2' ? 2 : raw === '3' ? 3 : 1;
}

interface StepState {
  /** The step the visitor came forward from, so that "Back" can be the browser's back. */
  checkoutFrom?: Step;
}

/**
 * The current step lives in the URL (`?step=2`): the browser's back button moves between the
 * steps, and switching language keeps the step. A step the draft cannot reach yet (details
 * missing) shows the furthest one it can.
 */
export function useCheckoutStep(reachable: Step) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = parseStep(params.get('step'));
  const step = Math.min(requested, reachable) as Step;

  const show = useCallback(
    (next: Step, replace: boolean, from?: Step) =>
      setParams(next === 1 ? {} : { step: String(next) }, {
        replace,
        preventScrollReset: true,
        state: from ? ({ checkoutFrom: from } satisfies StepState) : undefined,
      }),
    [setParams],
  );

  useEffect(() => {
    if (requested > step) show(step, true);
  }, [requested, step, show]);

  const goTo = useCallback((next: Step) => show(next, false, step), [show, step]);

  const back = useCallback(() => {
    const previous = Math.max(1, step - 1) as Step;
    const state = location.state as StepState | null;
    if (state?.checkoutFrom === previous) navigate(-1);
    else show(previous, true);
  }, [location.state, navigate, show, step]);

  return { step, goTo, back };
}
