import type { TimelineEntry } from '@voski/contract';
import type { orderEvents, orderNotes } from '../../db/schema/index.ts';

/** The note of a status event that took a staff move back (fulfilment.ts). */
export const UNDO_NOTE = 'undone';

/** What an order's timeline is made of, each as stored. */
export interface TimelineSources {
  placed: { at: Date };
  events: (typeof orderEvents.$inferSelect)[];
  mails: { to: string; subject: string; created_at: Date }[];
  notes: (typeof orderNotes.$inferSelect)[];
  /** Other tries of the same checkout (attempts.ts). */
  attempts: { id: number; payment_status: string; created_at: Date }[];
}

type Dated = TimelineEntry & { time: number };

/** Everything that happened to an order, oldest first; at one moment, in the order listed. */
export function orderTimeline(s: TimelineSources): TimelineEntry[] {
  const entries: Dated[] = [
    entry(s.placed.at, { kind: 'placed', actor: 'customer' }),
    ...s.attempts.map((a) =>
      entry(a.created_at, {
        kind: 'attempt',
        to: a.payment_status,
        actor: 'customer',
        detail: `#${a.id}`,
      }),
    ),
    ...s.events.map((e) =>
      entry(e.created_at, {
        kind: e.kind === 'status' && e.note === UNDO_NOTE ? 'undo' : e.kind,
        from: e.from,
        to: e.to,
        actor: e.actor_name,
        detail: e.note === UNDO_NOTE ? '' : e.note,
      }),
    ),
    ...s.mails.map((mail) =>
      entry(mail.created_at, { kind: 'mail', to: mail.to, actor: 'system', detail: mail.subject }),
    ),
    ...s.notes.map((note) =>
      entry(note.created_at, { kind: 'note', actor: note.author_name, detail: note.text }),
    ),
  ];
  // a stable sort: what happened at one moment keeps the order above (the event, then its mail)
  return entries.sort((a, b) => a.time - b.time).map(({ time: _, ...rest }) => rest);
}

function entry(
  at: Date,
  fields: Pick<TimelineEntry, 'kind' | 'actor'> & Partial<TimelineEntry>,
): Dated {
  return { from: null, to: null, detail: '', ...fields, at: at.toISOString(), time: at.getTime() };
}
