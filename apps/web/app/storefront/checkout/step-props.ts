import type { ReactNode } from 'react';

export interface StepFormProps {
  /** The step's heading, which takes the focus when the step is shown. */
  heading: ReactNode;
  onSubmit: () => void;
}
