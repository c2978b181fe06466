import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PreparedStatements,
  STATEMENTS_KEPT,
  withPreparedStatements,
} from '../src/db/pglite-statements.ts';
import { PLANNED_FOR_VALUES } from '../src/db/planned-for-values.ts';

/**
 * Statements prepared once on the embedded database (ADR 0045): the same answers and errors as
 * PGlite's own `query`, in and out of transactions, with what is kept bounded.
 */
describe('statements kept prepared on PGlite', { timeout: 60_000 }, () => {
  let pg: PGlite;
  let statements: PreparedStatements;
  const query = (sql: string, params: unknown[] = [], options = {}) =>
    statements.query<Record<string, unknown>>(sql, params, options, false);
  const kept = async () =>
    (
      await pg.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where name like 'voski_%'`,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table pieces (
      id int primary key, title text not null, at timestamptz, price numeric(12,2),
      tags text[], extra jsonb, sold boolean not null default false)`);
    statements = new PreparedStatements(pg);
  });
  afterAll(() => pg?.close());

  it('answers as PGlite’s query does, and parses each text once', async () => {
    const insert = `insert into pieces (id, title, at, price, tags, extra)
      values ($1, $2, $3, $4, $5, $6) returning id, title, at, tags, extra`;
    const at = new Date('2026-11-28T10:00:00Z');
    const values = [1, 'Ring', at, '125000.50', ['gold', '585'], { size: 17 }];
    const ours = await query(insert, values);
    expect(ours.rows).toEqual([
      { id: 1, title: 'Ring', at, tags: ['gold', '585'], extra: { size: 17 } },
    ]);
    await pg.query(insert, [2, 'Chain', null, null, null, null]);

    const select = `select id, title, price, sold from pieces where id = any($1) order by id`;
    const theirs = await pg.query(select, [[1, 2]], { rowMode: 'array' });
    for (let i = 0; i < 3; i++) {
      const again = await statements.query(select, [[1, 2]], { rowMode: 'array' }, false);
      expect(again.rows).toEqual(theirs.rows);
      expect(again.fields).toEqual(theirs.fields);
    }
    const update = await query(`update pieces set sold = $1 where id = $2`, [true, 2]);
    expect(update.affectedRows).toBe(1);
    expect(await kept()).toBe(3);
    expect(statements.size).toBe(3);
  });

  it('reads rows as PGlite does: any script, nulls, empty texts, answers of many chunks', async () => {
    // 20,000 rows of about 200 bytes: the database hands them over in several pieces
    const rows = `select i, case when i % 3 = 0 then null when i % 3 = 1 then '' else
        'Մատանի «Սևան» Кольцо 💍 ' || repeat('ж', 60) || i end as title, i % 2 = 0 as even,
        array['Ոսկի', null, 'x'] as tags
      from generate_series(1, $1::int) as i`;
    const theirs = await pg.query(rows, [20_000], { rowMode: 'array' });
    const ours = await statements.query(rows, [20_000], { rowMode: 'array' }, false);
    expect(ours.rows.length).toBe(20_000);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[1]).toEqual([
      2,
      expect.stringContaining('Սևան» Кольцо 💍'),
      true,
      ['Ոսկի', null, 'x'],
    ]);
    expect(ours.rows.slice(2, 4)).toEqual([
      [3, null, false, ['Ոսկի', null, 'x']],
      [4, '', true, ['Ոսկի', null, 'x']],
    ]);
  });

  it('keeps PostgreSQL’s errors, and the statement goes on answering', async () => {
    const insert = `insert into pieces (id, title) values ($1, $2)`;
    await query(insert, [10, 'Earring']);
    const duplicate = await query(insert, [10, 'Again']).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'pieces_pkey' });
    expect((await query(insert, [11, 'Pendant'])).affectedRows).toBe(1);

    // an error after rows were sent: no rows, the error, and the next run answers
    const divide = `select 10 / (i - $1::int) as n from generate_series(1, 6) as i`;
    const midway = await query(divide, [5]).catch((error: unknown) => error);
    expect(midway).toMatchObject({ code: '22012' });
    expect((await query(divide, [9])).rows).toHaveLength(6);

    const before = statements.size;
    const syntax = await query(`selec $1`, [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(statements.size).toBe(before);
  });

  it('keeps a statement first prepared in a transaction that was rolled back', async () => {
    const text = `select title from pieces where id = $1 and not sold`;
    await pg
      .transaction(async () => {
        const inside = await statements.query(text, [1], {}, true);
        expect(inside.rows).toEqual([{ title: 'Ring' }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await query(text, [1])).rows).toEqual([{ title: 'Ring' }]);
  });

  it('plans a statement marked as depending on its values for each call’s values', async () => {
    await pg.exec(`create table listed (id int primary key, at int not null, title text not null);
      create index listed_at on listed (at);
      insert into listed select i, i, case when i % 2 = 0 then 'gold ring ' || i else 'chain ' || i end
        from generate_series(1, 10000) i;
      analyze listed`);
    // a subquery each listed row pays for: a plan that expects fewer rows looks cheaper
    const text = (mark: string) => `select id, (select count(*) from listed l
        where l.at between listed.at - 5 and listed.at) as near
      from listed where ${mark} title like '%' || $1 || '%' order by at desc limit $2`;
    const plans = async (sql: string) =>
      (
        await pg.query<{ generic_plans: number; custom_plans: number }>(
          `select generic_plans::int, custom_plans::int from pg_prepared_statements
           where statement = $1`,
          [sql],
        )
      ).rows[0];
    const calls = [
      ['ring', 100],
      ['chain 99', 20],
      ['ring 4', 5],
    ] as const;
    // unmarked, PostgreSQL switches to one plan for all values after five calls
    for (let i = 0; i < 4; i++) for (const values of calls) await query(text(''), [...values]);
    expect(await plans(text(''))).toEqual({ generic_plans: 7, custom_plans: 5 });

    const marked = text(PLANNED_FOR_VALUES);
    for (let i = 0; i < 4; i++) {
      for (const values of calls) {
        const ours = await query(marked, [...values]);
        expect(ours.rows).toEqual((await pg.query(marked, [...values])).rows);
      }
    }
    // kept for its types and rows' description, never run: each call was planned anew
    expect(await plans(marked)).toEqual({ generic_plans: 0, custom_plans: 0 });
    const wrong = await query(marked, ['ring', 'many']).catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: '22P02' });
    const after = await query(marked, ['chain 99', 20]);
    expect(after.rows).toEqual((await pg.query(marked, ['chain 99', 20])).rows);
  });

  it('closes the least recently used past its bound', async () => {
    const first = `select 0 + $1::int as n`;
    await query(first, [1]);
    for (let i = 1; i <= STATEMENTS_KEPT + 5; i++) await query(`select ${i} + $1::int as n`, [1]);
    expect(statements.size).toBe(STATEMENTS_KEPT);
    expect(await kept()).toBe(STATEMENTS_KEPT);
    // the most recent stay; one closed is prepared again when asked
    expect((await query(first, [1])).rows).toEqual([{ n: 1 }]);
    expect(statements.size).toBe(STATEMENTS_KEPT);
  });

  it('prepares again a statement whose table changed under it', async () => {
    const text = `select * from pieces where id = $1`;
    await query(text, [1]);
    await pg.exec(`alter table pieces add column weight numeric(8,2)`);
    const changed = await query(text, [1]).catch((error: unknown) => error);
    expect(changed).toMatchObject({ code: '0A000' });
    const again = await query(text, [1]);
    expect(again.rows[0]).toMatchObject({ id: 1, weight: null });
  });

  it('serves Drizzle’s calls in the main thread: statements, commits, roll-backs', async () => {
    const calls = withPreparedStatements(pg);
    const insert = `insert into pieces (id, title) values ($1, $2)`;
    const titleOf = async (id: number) =>
      (await calls.query<{ title: string }>(`select title from pieces where id = $1`, [id])).rows;
    let ended: Parameters<Parameters<typeof calls.transaction>[0]>[0] | undefined;
    await calls.transaction(async (tx) => {
      ended = tx;
      await tx.query(insert, [30, 'Bracelet']);
    });
    await calls
      .transaction(async (tx) => {
        await tx.query(insert, [31, 'Brooch']);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await titleOf(30)).toEqual([{ title: 'Bracelet' }]);
    expect(await titleOf(31)).toEqual([]);
    await expect(ended!.query(insert, [32, 'Late'])).rejects.toThrow('already ended');
    expect(await titleOf(32)).toEqual([]);
  });
});
