import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  finenesses as contractFinenesses,
  METAL_KEY_MAX,
  staffMessages,
  type MetalKindRecord,
  type MetalMismatch,
  type MetalMismatchesPage,
  type metalKindBody,
  type metalKindUpdateBody,
} from '@voski/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { metalMigrationReport, metalPrices, metals, products } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';

export type KindRow = typeof metals.$inferSelect;
type KindBody = z.output<typeof metalKindBody>;
type KindUpdate = z.output<typeof metalKindUpdateBody>;

const toKind = (row: KindRow): MetalKindRecord => ({
  id: row.id,
  key: row.key,
  name: row.name,
  name_en: row.name_en,
  name_ru: row.name_ru,
  finenesses: row.finenesses,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A product's metal columns as a write leaves them. */
export interface ProductMetal {
  metal_kind: string | null;
  metal: string;
  metal_en: string;
  metal_ru: string;
}

/** What a product write sends about its metal. */
export interface SentMetal {
  metal_kind?: string;
  metal?: string;
  metal_en?: string;
  metal_ru?: string;
}

const fold = (text: string) => text.trim().toLowerCase();

/** A code made of an English name: "Rose gold" → "rose-gold". */
export function keyOf(name: string): string {
  const key = fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, METAL_KEY_MAX - 4)
    .replace(/^-+|-+$/g, '');
  return key || 'metal';
}

const metalNamesOf = (kind: KindRow): ProductMetal => ({
  metal_kind: kind.key,
  metal: kind.name,
  metal_en: kind.name_en,
  metal_ru: kind.name_ru,
});

/**
 * A product's metal as a write leaves it, among `kinds`: a kind sent (by code) gives its names;
 * else texts sent that name one kind choose it (older clients send only texts), and texts naming
 * none or several are kept as sent, without a kind. Nothing sent: as it was. Undefined: the
 * code sent names no kind.
 */
export function metalAmong(
  kinds: readonly KindRow[],
  sent: SentMetal,
  current: ProductMetal,
): ProductMetal | undefined {
  if (sent.metal_kind !== undefined) {
    const kind = kinds.find((k) => k.key === sent.metal_kind);
    return kind && metalNamesOf(kind);
  }
  const textsSent =
    sent.metal !== undefined || sent.metal_en !== undefined || sent.metal_ru !== undefined;
  if (!textsSent) return current;
  const texts = {
    name: sent.metal ?? current.metal,
    name_en: sent.metal_en ?? current.metal_en,
    name_ru: sent.metal_ru ?? current.metal_ru,
  };
  const named = kinds.filter((kind) =>
    nameColumns.some(
      ([field]) => fold(texts[field]) !== '' && fold(kind[field]) === fold(texts[field]),
    ),
  );
  if (named.length === 1) return metalNamesOf(named[0]!);
  return { metal_kind: null, metal: texts.name, metal_en: texts.name_en, metal_ru: texts.name_ru };
}

/** The finenesses a product of `kind` may have (without a kind: the contract's). */
export const finenessesOf = (kind: KindRow | undefined): readonly number[] =>
  kind ? kind.finenesses : contractFinenesses;

const nameColumns = [
  ['name', metals.name],
  ['name_en', metals.name_en],
  ['name_ru', metals.name_ru],
] as const;

/**
 * The metal kinds staff keep. Products name one by code and carry its names as their metal
 * texts (kept in step here when a kind is renamed), so old clients read the texts they always
 * did and the shop's filter lists each kind once.
 */
export class MetalKindService {
  /** Fires after every committed write: the shop's filters and product texts show kinds. */
  readonly changes = new ChangeSignal();

  constructor(private readonly db: Db) {}

  async list(): Promise<MetalKindRecord[]> {
    const rows = await this.db.select().from(metals).orderBy(asc(metals.id));
    return rows.map(toKind);
  }

  async byKey(key: string, db: Db | Tx = this.db): Promise<KindRow | undefined> {
    const [row] = await db.select().from(metals).where(eq(metals.key, key));
    return row;
  }

  async create(body: KindBody): Promise<MetalKindRecord> {
    const kind = await this.db.transaction(async (tx) => {
      await this.checkNames(tx, body, undefined);
      let key = body.key;
      if (key) {
        if (await this.byKey(key, tx)) throw invalid({ key: [staffMessages.metalKeyTaken] });
      } else {
        const base = keyOf(body.name_en);
        key = base;
        for (let n = 2; await this.byKey(key, tx); n++) key = `${base}-${n}`;
      }
      const [row] = await tx
        .insert(metals)
        .values({
          key,
          name: body.name,
          name_en: body.name_en,
          name_ru: body.name_ru,
          finenesses: body.finenesses,
        })
        .returning();
      return toKind(row!);
    });
    this.changes.emit();
    return kind;
  }

  /**
   * New names and finenesses. Its products take the new names in the same transaction; a
   * fineness some of them are of stays, and the prices per gram of one taken away go.
   */
  async update(id: number, body: KindUpdate): Promise<MetalKindRecord> {
    const kind = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(metals).where(eq(metals.id, id)).for('update');
      if (!current) throw notFound(staffMessages.metalNotFound);
      await this.checkNames(tx, body, id);
      const dropped = current.finenesses.filter((f) => !body.finenesses.includes(f));
      if (dropped.length) {
        const used = await tx
          .selectDistinct({ respect: products.respect })
          .from(products)
          .where(and(eq(products.metal_kind, current.key), inArray(products.respect, dropped)))
          .orderBy(asc(products.respect));
        if (used.length) {
          const message = staffMessages.metalFinenessInUse({
            finenesses: used.map((u) => u.respect),
          });
          throw invalid({ finenesses: [message] });
        }
        await tx
          .delete(metalPrices)
          .where(and(eq(metalPrices.metal, current.key), inArray(metalPrices.fineness, dropped)));
      }
      const [row] = await tx
        .update(metals)
        .set({
          name: body.name,
          name_en: body.name_en,
          name_ru: body.name_ru,
          finenesses: body.finenesses,
          updated_at: new Date(),
        })
        .where(eq(metals.id, id))
        .returning();
      const renamed =
        row!.name !== current.name ||
        row!.name_en !== current.name_en ||
        row!.name_ru !== current.name_ru;
      if (renamed) {
        await tx
          .update(products)
          .set({ ...metalNamesOf(row!), updated_at: new Date() })
          .where(eq(products.metal_kind, row!.key));
      }
      return toKind(row!);
    });
    this.changes.emit();
    return kind;
  }

  /** Deletes a kind no product has, with its prices per gram (their history stays). */
  async delete(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(metals).where(eq(metals.id, id)).for('update');
      if (!current) throw notFound(staffMessages.metalNotFound);
      const [used] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(products.metal_kind, current.key));
      if (used && used.n > 0) throw conflict(staffMessages.metalInUse({ count: used.n }));
      await tx.delete(metals).where(eq(metals.id, id));
    });
    this.changes.emit();
  }

  /**
   * Products to look at: those without a kind whose texts name a metal, and those whose texts
   * the move to metal kinds replaced, until they are saved again.
   */
  async mismatches(page: number, perPage: number): Promise<MetalMismatchesPage> {
    const where = this.mismatchWhere();
    const report = metalMigrationReport;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          product_id: products.id,
          title: products.title,
          model: products.model,
          metal: sql<string>`coalesce(${report.metal}, ${products.metal})`,
          metal_en: sql<string>`coalesce(${report.metal_en}, ${products.metal_en})`,
          metal_ru: sql<string>`coalesce(${report.metal_ru}, ${products.metal_ru})`,
          metal_kind: products.metal_kind,
          reason: report.reason,
        })
        .from(products)
        .leftJoin(report, eq(report.product_id, products.id))
        .where(where)
        .orderBy(asc(products.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ n: count() })
        .from(products)
        .leftJoin(report, eq(report.product_id, products.id))
        .where(where),
    ]);
    const data = rows.map((row): MetalMismatch => ({
      ...row,
      reason:
        row.metal_kind !== null
          ? 'replaced'
          : row.reason === 'ambiguous'
            ? 'ambiguous'
            : 'unmatched',
    }));
    return { data, meta: { page, per_page: perPage, total: total?.n ?? 0 } };
  }

  private mismatchWhere() {
    const report = metalMigrationReport;
    const withoutKind = and(
      isNull(products.metal_kind),
      or(
        sql`btrim(${products.metal}) <> ''`,
        sql`btrim(${products.metal_en}) <> ''`,
        sql`btrim(${products.metal_ru}) <> ''`,
      ),
    );
    const notReviewed = and(
      eq(report.reason, 'replaced'),
      lte(products.updated_at, report.created_at),
    );
    return or(withoutKind, notReviewed);
  }

  /**
   * A product's metal as a write leaves it: a kind sent (by code) gives its names; else texts
   * sent that name one kind choose it (older clients send only texts), and texts naming none
   * or several are kept as sent, without a kind. Nothing sent: as it was.
   */
  async resolve(tx: Tx, sent: SentMetal, current: ProductMetal): Promise<ProductMetal> {
    // The list is short: all of it costs less than a query per name.
    const metal = metalAmong(await tx.select().from(metals), sent, current);
    if (!metal) throw invalid({ metal_kind: [staffMessages.productMetalUnknown] });
    return metal;
  }

  /** A 422 unless `respect` is one of the kind's finenesses (without a kind: the contract's). */
  async checkFineness(
    tx: Tx,
    kindKey: string | null,
    respect: number,
    field = 'respect',
  ): Promise<void> {
    if (!respect) return;
    const kind = kindKey ? await this.byKey(kindKey, tx) : undefined;
    const allowed = finenessesOf(kind);
    if (!allowed.includes(respect)) {
      throw invalid({ [field]: [staffMessages.finenessNotOfMetal({ finenesses: allowed })] });
    }
  }

  /** Names another kind has (in the same language), each refused under its field. */
  private async checkNames(tx: Tx, names: KindUpdate, except: number | undefined) {
    const errors: Record<string, string[]> = {};
    for (const [field, column] of nameColumns) {
      const [taken] = await tx
        .select({ id: metals.id })
        .from(metals)
        .where(
          and(
            sql`lower(${column}) = ${fold(names[field])}`,
            except === undefined ? undefined : sql`${metals.id} <> ${except}`,
          ),
        );
      if (taken) errors[field] = [staffMessages.metalNameTaken];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }
}
