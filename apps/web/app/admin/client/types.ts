/**
 * The records the staff pages read. Where the contract package exports a type it is used
 * as is (type-only: no schema code reaches the browser); the rest mirror its schemas.
 */
export type {
  Category,
  CategoryWithChildren,
  Faq,
  Order,
  OrderLine,
  OrderStats,
  Product,
  ProductDetail,
  ProductImage,
} from '@voski/contract';

/** GET /auth/users entries. */
export interface ListedUser {
  id: number;
  name: string;
  email: string;
  role_id: number;
  created_at: string;
}

interface Stamps {
  created_at: string;
  updated_at: string;
}

export interface Slide extends Stamps {
  id: number;
  image: string;
  url: string;
  priority: number;
}

export interface Post extends Stamps {
  id: number;
  image: string;
  url: string;
  caption: string;
  caption_en: string;
  caption_ru: string;
}

export interface Blog extends Stamps {
  id: number;
  title: string;
  title_en: string;
  title_ru: string;
  content: string;
  content_en: string;
  content_ru: string;
  images: { id: number; image: string }[];
  qrs: { image: string } | null;
}

export interface AboutPage extends Stamps {
  image1: string | null;
  image2: string | null;
  content_1: string;
  content_1_en: string;
  content_1_ru: string;
  content_2: string;
  content_2_en: string;
  content_2_ru: string;
}

export interface Slogan extends Stamps {
  image1: string | null;
  color: string;
  content_1: string;
  content_1_en: string;
  content_1_ru: string;
}

export interface Contact extends Stamps {
  id: number;
  email: string;
  phone: string;
  /** A JSON string of `[{address}]`. */
  addresses: string;
}

export interface ContactMessage extends Stamps {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  message: string;
}
