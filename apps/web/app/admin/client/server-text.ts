import { recogniseStaffMessage, type StaffMessageKey } from '@voski/contract/staff-messages';
import type { StaffMessageId } from '../../lib/i18n/messages';
import { ApiError, asApiError } from './api-error';

export type Translate = (id: StaffMessageId, values?: Record<string, string | number>) => string;

/** The catalog message for each refusal of the API a staff member can meet. */
const catalogIds: Record<StaffMessageKey, StaffMessageId> = {
  forbidden: 'admin.server.forbidden',
  notFound: 'admin.server.notFound',
  serverError: 'admin.server.serverError',
  invalidData: 'admin.server.invalidData',
  tooManyRequests: 'admin.server.tooManyRequests',
  serviceBusy: 'admin.server.serviceBusy',
  bodyTooLarge: 'admin.server.bodyTooLarge',
  controlCharacters: 'admin.server.controlCharacters',
  fileTooLarge: 'admin.server.fileTooLarge',
  notAnImage: 'admin.server.notAnImage',
  storageDown: 'admin.server.storageDown',
  tooManyFrames: 'admin.server.tooManyFrames',
  animationTooLarge: 'admin.server.animationTooLarge',
  imageTooLarge: 'admin.server.imageTooLarge',
  categoryNotFound: 'admin.server.categoryNotFound',
  productNotFound: 'admin.server.productNotFound',
  imageNotFound: 'admin.server.imageNotFound',
  userNotFound: 'admin.server.userNotFound',
  orderNotFound: 'admin.server.orderNotFound',
  slideNotFound: 'admin.server.slideNotFound',
  blogNotFound: 'admin.server.blogNotFound',
  faqNotFound: 'admin.server.faqNotFound',
  postNotFound: 'admin.server.postNotFound',
  messageNotFound: 'admin.server.messageNotFound',
  contactsNotFound: 'admin.server.contactsNotFound',
  deactivated: 'admin.server.deactivated',
  emailTaken: 'admin.server.emailTaken',
  passwordTooShort: 'admin.users.passwordShort',
  passwordPersonal: 'admin.password.personal',
  passwordShopWords: 'admin.password.shopWords',
  passwordCommon: 'admin.password.common',
  passwordGuessable: 'admin.password.guessable',
  lastAdminDemoted: 'admin.server.lastAdminDemoted',
  lastAdminDeactivated: 'admin.server.lastAdminDeactivated',
  lastAdminDeleted: 'admin.server.lastAdminDeleted',
  selfDemoted: 'admin.server.selfDemoted',
  selfDeactivated: 'admin.server.selfDeactivated',
  selfDeleted: 'admin.server.selfDeleted',
  categoryOwnParent: 'admin.server.categoryOwnParent',
  categoryParentHasChildren: 'admin.server.categoryParentHasChildren',
  categoryParentRule: 'admin.server.categoryParentRule',
  categoryHasSubcategories: 'admin.server.categoryHasSubcategories',
  categoryHasProducts: 'admin.server.categoryHasProducts',
  categoryInUse: 'admin.server.categoryInUse',
  productCategoryUnknown: 'admin.server.productCategoryUnknown',
  productCategoriesMissing: 'admin.server.productCategoriesMissing',
  productBlogUnknown: 'admin.server.productBlogUnknown',
  weightNeedsMetal: 'admin.server.weightNeedsMetal',
  weightNeedsWeight: 'admin.server.weightNeedsWeight',
  weightNeedsFineness: 'admin.server.weightNeedsFineness',
  weightNoPricePerGram: 'admin.server.weightNoPricePerGram',
  weightPriceTooHigh: 'admin.server.weightPriceTooHigh',
  productMetalUnknown: 'admin.server.productMetalUnknown',
  finenessNotOfMetal: 'admin.server.finenessNotOfMetal',
  metalNotFound: 'admin.server.metalNotFound',
  metalKeyTaken: 'admin.server.metalKeyTaken',
  metalNameTaken: 'admin.server.metalNameTaken',
  metalInUse: 'admin.server.metalInUse',
  metalFinenessInUse: 'admin.server.metalFinenessInUse',
  metalPriceTooHigh: 'admin.server.metalPriceTooHigh',
  orderMovedOn: 'admin.server.orderMovedOn',
  orderStaysPut: 'admin.server.orderStaysPut',
  orderCannotBecome: 'admin.server.orderCannotBecome',
  orderNotPaid: 'admin.server.orderNotPaid',
  orderNotNew: 'admin.server.orderNotNew',
  nothingToUndo: 'admin.server.nothingToUndo',
  undoTooLate: 'admin.server.undoTooLate',
  carrierUnknown: 'admin.server.carrierUnknown',
  carrierNameTaken: 'admin.server.carrierNameTaken',
  carrierNotFound: 'admin.server.carrierNotFound',
  refundUnderWay: 'admin.server.refundUnderWay',
  refundFirst: 'admin.server.refundFirst',
  orderChangedReload: 'admin.server.orderChangedReload',
  orderChangedRetry: 'admin.server.orderChangedRetry',
  gatewayDown: 'admin.server.gatewayDown',
};

/**
 * A text of the API in the staff member's language: the catalog's message when the contract
 * knows the text (with the counts, names and statuses it carried), else the text as it came.
 */
export function serverText(message: string, t: Translate): string {
  const known = recogniseStaffMessage(message);
  if (known) return t(catalogIds[known.key], known.values);
  const failed = requestFailed.exec(message);
  return failed ? t('admin.server.requestFailed', { status: failed[1]! }) : message;
}

/** The client's own words for an answer that carried no message (`apiErrorFrom`). */
const requestFailed = /^Request failed \((\d{3})\)$/;

/** A failed call with its message and its field messages in the staff member's language. */
export function inStaffLanguage(error: unknown, t: Translate): ApiError {
  const failure = asApiError(error);
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => serverText(message, t)),
    ]),
  );
  return new ApiError(failure.status, serverText(failure.message, t), fieldErrors);
}

/** What to show for a failure: no answer at all, or the answer's message, translated. */
export function failureText(error: unknown, t: Translate): string {
  const failure = asApiError(error);
  return failure.status === 0 ? t('admin.error.unreachable') : serverText(failure.message, t);
}
