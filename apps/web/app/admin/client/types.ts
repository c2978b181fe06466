/**
 * The records the staff pages read, as the contract package types them (type-only imports:
 * no schema code reaches the browser).
 */
export type {
  About as AboutPage,
  Blog,
  Category,
  CategoryWithChildren,
  Contact,
  ContactMessage,
  Faq,
  ListedUser,
  Order,
  OrderLine,
  OrderStats,
  DescribedProduct,
  Post,
  Product,
  ProductDetail,
  ProductImage,
  Slide,
  Slogan,
} from '@voski/contract';
