import { Radio, Select, type RadioGroupProps, type RefSelectProps, type SelectProps } from 'antd';
import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

/** What Form.Item adds to its control. */
interface FieldAria {
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * Radio buttons as one labelled radiogroup. antd's group is a bare div: the Form.Item label
 * cannot name it and the aria-required it receives is not allowed there.
 */
export function RadioChoice({
  id,
  label,
  'aria-required': required,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  ...group
}: RadioGroupProps & FieldAria & { label: string }) {
  return (
    <div
      role="radiogroup"
      id={id}
      aria-label={label}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <Radio.Group {...group} />
    </div>
  );
}

/**
 * antd's Select for a required field: rc-select copies aria-required onto its wrapper div,
 * where ARIA forbids it, as well as onto the combobox; here only the combobox keeps it.
 */
export function RequiredSelect<Value>({
  'aria-required': required,
  ref,
  ...props
}: SelectProps<Value> & FieldAria & { ref?: Ref<RefSelectProps> }) {
  const own = useRef<RefSelectProps | null>(null);
  // Form.Item hands its own ref (to scroll to and focus the field): both are kept
  const setRef = useCallback(
    (select: RefSelectProps | null) => {
      own.current = select;
      if (typeof ref === 'function') ref(select);
      else if (ref) ref.current = select;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const combobox = own.current?.nativeElement.querySelector('[role="combobox"]');
    if (required === true || required === 'true') combobox?.setAttribute('aria-required', 'true');
    else combobox?.removeAttribute('aria-required');
  });
  return <Select<Value> ref={setRef} {...props} />;
}
