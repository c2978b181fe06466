import type { FormInstance } from 'antd';
import { asApiError } from '../client/api-error';

/**
 * Puts a 422 answer's messages under the form's fields and moves to the first of them. Array fields arrive as
 * `addresses.0.address` or `images.0`; each goes to the field it names, else to the first
 * part. Answers the messages no field of the form could take.
 */
export function showServerErrors(form: FormInstance, error: unknown): string[] {
  const { fieldErrors } = asApiError(error);
  const known = new Set(
    Object.keys(form.getFieldsValue(true) as Record<string, unknown>).map(String),
  );
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  const leftOver: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const path = key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const head = path[0];
    if (typeof head === 'string' && known.has(head)) fields.push({ name: path, errors: messages });
    else leftOver.push(...messages);
  }
  if (fields.length > 0) {
    form.setFields(fields);
    // The first of them in the form's order, with its message beside it, scrolled to and focused.
    const failing = new Set(fields.map(({ name }) => JSON.stringify(name)));
    const first =
      form.getFieldsError().find(({ name }) => failing.has(JSON.stringify(name)))?.name ??
      fields[0]!.name;
    form.scrollToField(first, { block: 'center', focus: true });
  }
  return leftOver;
}
