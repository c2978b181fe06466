import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { checkImageFile, MAX_IMAGE_BYTES } from './image-check';
import { useT } from './use-t';

/**
 * Form rules that refuse non-images (by their bytes, not their name) and files over the
 * server's limit, so a bad file is never sent. `required` asks for a file when there is none.
 */
export function useImageRules(required: boolean): FormRule[] {
  const t = useT();
  return useMemo(() => {
    const check = async (value: unknown) => {
      const files = (Array.isArray(value) ? value : [value]).filter(
        (file): file is File => file instanceof Blob,
      );
      for (const file of files) {
        const problem = await checkImageFile(file);
        if (problem === 'tooLarge') {
          throw new Error(t('admin.image.tooLarge', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }));
        }
        if (problem === 'notImage') {
          throw new Error(t('admin.image.notImage', { name: file.name }));
        }
      }
    };
    return [
      ...(required ? [{ required: true, message: t('admin.image.required') }] : []),
      { validator: (_rule, value) => check(value) },
    ];
  }, [required, t]);
}
