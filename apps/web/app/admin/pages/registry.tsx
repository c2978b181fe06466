import type { ComponentType } from 'react';
import type { StaffSession } from '../session';
import { AuditPage } from './audit/AuditPage';
import { BlogAddPage, BlogEditPage } from './blogs/BlogFormPage';
import { BlogsPage } from './blogs/BlogsPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { CategoryAddPage, CategoryEditPage } from './categories/CategoryFormPage';
import { ContactUpdatePage } from './contact/ContactUpdatePage';
import { MessagesPage } from './contact/MessagesPage';
import { SocialLinksPage } from './contact/SocialLinksPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { FaqAddPage, FaqEditPage } from './faqs/FaqFormPage';
import { FaqsPage } from './faqs/FaqsPage';
import { OutboxPage } from './mail/OutboxPage';
import { CarriersPage } from './orders/CarriersPage';
import { DeliveryZonesPage } from './orders/DeliveryZonesPage';
import { HeldPiecesPage } from './orders/HeldPiecesPage';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { AboutPageEditor } from './pages/AboutPageForm';
import { ReturnPolicyPage } from './pages/ReturnPolicyPage';
import { SloganPage } from './pages/SloganPage';
import { PostAddPage, PostEditPage } from './posts/PostFormPage';
import { PostsPage } from './posts/PostsPage';
import { ProductAddPage, ProductEditPage } from './products/ProductFormPage';
import { CatalogueSheetsPage } from './products/CatalogueSheetsPage';
import { MetalPricesPage } from './products/MetalPricesPage';
import { MetalKindAddPage, MetalKindEditPage } from './metals/MetalKindFormPage';
import { MetalKindsPage } from './metals/MetalKindsPage';
import { PromotionAddPage, PromotionEditPage } from './promotions/PromotionFormPage';
import { PromotionsPage } from './promotions/PromotionsPage';
import { ProductsPage } from './products/ProductsPage';
import { RatesPage } from './rates/RatesPage';
import { SlideAddPage, SlideEditPage } from './slides/SlideFormPage';
import { SlidesPage } from './slides/SlidesPage';
import { UserAddPage } from './users/UserAddPage';
import { UserEditPage } from './users/UserEditPage';
import { UsersPage } from './users/UsersPage';

/** The component of each page path of menu.ts. */
export const pageComponents: Record<string, ComponentType<{ session: StaffSession }>> = {
  '/admin': DashboardPage,
  '/admin/slide/all': SlidesPage,
  '/admin/slide/add': SlideAddPage,
  '/admin/slide/edit/:id': SlideEditPage,
  '/admin/faq/all': FaqsPage,
  '/admin/faq/add': FaqAddPage,
  '/admin/faq/edit/:id': FaqEditPage,
  '/admin/blog/all': BlogsPage,
  '/admin/blog/add': BlogAddPage,
  '/admin/blog/edit/:id': BlogEditPage,
  '/admin/post/all': PostsPage,
  '/admin/post/add': PostAddPage,
  '/admin/post/edit/:id': PostEditPage,
  '/admin/contact/update': ContactUpdatePage,
  '/admin/slogan/about': SloganPage,
  '/admin/contact/about': AboutPageEditor,
  '/admin/contact/return-policy': ReturnPolicyPage,
  '/admin/contact/social': SocialLinksPage,
  '/admin/contact/formResult': MessagesPage,
  '/admin/category/all': CategoriesPage,
  '/admin/category/add': CategoryAddPage,
  '/admin/category/edit/:id': CategoryEditPage,
  '/admin/products/all': ProductsPage,
  '/admin/products/add': ProductAddPage,
  '/admin/products/edit/:id': ProductEditPage,
  '/admin/metals/all': MetalKindsPage,
  '/admin/metals/add': MetalKindAddPage,
  '/admin/metals/edit/:id': MetalKindEditPage,
  '/admin/promotions/all': PromotionsPage,
  '/admin/promotions/add': PromotionAddPage,
  '/admin/promotions/edit/:id': PromotionEditPage,
  '/admin/products/sheets': CatalogueSheetsPage,
  '/admin/products/metal-prices': MetalPricesPage,
  '/admin/rates': RatesPage,
  '/admin/user/all': UsersPage,
  '/admin/user/add': UserAddPage,
  '/admin/user/audit': AuditPage,
  '/admin/user/outbox': OutboxPage,
  '/admin/user/edit/:id': UserEditPage,
  '/admin/payment/orders': OrdersPage,
  '/admin/payment/orders/:id': OrderPage,
  '/admin/payment/carriers': CarriersPage,
  '/admin/payment/holds': HeldPiecesPage,
  '/admin/payment/zones': DeliveryZonesPage,
};
