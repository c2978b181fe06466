import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull(),
  question_en: text('question_en').notNull().default(''),
  question_ru: text('question_ru').notNull().default(''),
  answer: text('answer').notNull(),
  answer_en: text('answer_en').notNull().default(''),
  answer_ru: text('answer_ru').notNull().default(''),
  ...timestamps,
});

/** Contact-form messages from visitors. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** When a staff member marked it read, and answered: shared by all staff. */
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    answered_at: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('messages_created_idx').on(t.created_at),
    // the menu's unread count on every staff page reads only these
    index('messages_unread_idx')
      .on(t.id)
      .where(sql`${t.read_at} is null`),
  ],
);

/** Small shop-wide settings by key (slide interval, delivery fees ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/** Every rate the shop has used, one row per currency and day. */
export const rateHistory = pgTable(
  'rate_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    current: text('current').notNull(),
    value: numeric('value', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    rate_date: date('rate_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('rate_history_day_key').on(t.current, t.rate_date, t.source)],
);

export const slides = pgTable('slides', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  priority: smallint('priority').notNull().default(0),
  /** The words over the image, each optional; the button opens `url`. */
  title: text('title').notNull().default(''),
  title_en: text('title_en').notNull().default(''),
  title_ru: text('title_ru').notNull().default(''),
  text: text('text').notNull().default(''),
  text_en: text('text_en').notNull().default(''),
  text_ru: text('text_ru').notNull().default(''),
  button: text('button').notNull().default(''),
  button_en: text('button_en').notNull().default(''),
  button_ru: text('button_ru').notNull().default(''),
  /** What the image shows (its words too), for those who cannot see it. */
  alt: text('alt').notNull().default(''),
  alt_en: text('alt_en').notNull().default(''),
  alt_ru: text('alt_ru').notNull().default(''),
  ...timestamps,
});

export const posts = pgTable('posts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  caption: text('caption').notNull().default(''),
  caption_en: text('caption_en').notNull().default(''),
  caption_ru: text('caption_ru').notNull().default(''),
  ...timestamps,
});

export const blogs = pgTable('blogs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull().default(''),
  title_en: text('title_en').notNull().default(''),
  title_ru: text('title_ru').notNull().default(''),
  content: text('content').notNull().default(''),
  content_en: text('content_en').notNull().default(''),
  content_ru: text('content_ru').notNull().default(''),
  /** The QR code image of the post's storefront address, and the address it encodes. */
  qr_image: text('qr_image'),
  qr_url: text('qr_url'),
  ...timestamps,
});

export const blogImages = pgTable(
  'blog_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    blog_id: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    ...timestamps,
  },
  (t) => [index('blog_images_blog_idx').on(t.blog_id), index('blog_images_image_idx').on(t.image)],
);

/** Single-row pages: `about` and `slogan`. */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  image1: text('image1'),
  image2: text('image2'),
  color: text('color'),
  content_1: text('content_1').notNull().default(''),
  content_1_en: text('content_1_en').notNull().default(''),
  content_1_ru: text('content_1_ru').notNull().default(''),
  content_2: text('content_2').notNull().default(''),
  content_2_en: text('content_2_en').notNull().default(''),
  content_2_ru: text('content_2_ru').notNull().default(''),
  ...timestamps,
});
