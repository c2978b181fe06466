import { useParams } from 'react-router';

/** The `:id` of an edit page as a positive integer, or null for anything else. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return id && /^\d{1,10}$/.test(id) && n > 0 ? n : null;
}
