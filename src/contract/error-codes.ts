/**
 * Every `code` the API's own refusals carry. The web says each in the reader's language
 * (src/web/i18n/locales/<language>/errors.json, which a test holds to this list and to the
 * auth library's codes); the English `error` beside it is for API clients and logs.
 */
export const API_ERROR_CODES = [
  // By HTTP status, where nothing more specific applies.
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_LARGE",
  "TOO_MANY_REQUESTS",
  "INTERNAL_SERVER_ERROR",
  "AUTH_ERROR",
  // Accounts.
  "CROSS_SITE_REQUEST",
  "ADMIN_ONLY",
  "NAME_CONTROL_CHARACTERS",
  "NAME_TOO_LONG",
  "PICTURE_NOT_ALLOWED",
  "FIRST_NAME_REQUIRED",
  "LAST_NAME_REQUIRED",
  "PASSWORD_REQUIRED",
  "WRONG_PASSWORD",
  "EMAIL_CONFIRMATION_REQUIRED",
  "INVALID_TOKEN",
  "ALREADY_VERIFIED",
  // Stores and their pets.
  "STORE_NOT_FOUND",
  "NOT_YOUR_STORE",
  "HAS_STORE",
  "NO_STORE",
  "PET_NOT_FOUND",
  "NOT_YOUR_PET",
  "UNKNOWN_CATEGORY",
  "PHOTO_NOT_FOUND",
  "PHOTO_ORDER_MISMATCH",
  // Categories.
  "CATEGORY_EXISTS",
  "CATEGORY_NEPALI_EXISTS",
  "CATEGORY_IN_USE",
  "CATEGORY_NOT_FOUND",
  // Uploads.
  "TOO_SMALL",
  "TOO_MANY_FILES",
  "UPLOAD_FAILED",
  // Adoption.
  "PET_ID_MISMATCH",
  "PET_NOT_AVAILABLE",
  "OWN_STORE_PET",
  "ALREADY_APPLIED",
  "ANOTHER_OPEN_REQUEST",
  "REQUEST_NOT_FOUND",
  "NOT_YOUR_REQUEST",
  "REQUEST_OTHER_STORE",
  "REQUEST_ALREADY_WITHDRAWN",
  "REQUEST_ALREADY_REJECTED",
  "REQUEST_CHANGED",
  "STATUS_MOVE_REFUSED",
  "PET_ADOPTED",
  "REASON_ONLY_WHEN_REJECTING",
  // Adoption agreements.
  "NO_AGREEMENT",
  "REQUEST_NOT_APPROVED",
  "AGREEMENT_ALREADY_SIGNED",
  "AGREEMENT_CHANGED",
  "AGREEMENT_NOT_SIGNED",
  // Adoption fees.
  "NO_FEE",
  "FEE_ALREADY_PAID",
  "FEE_PAYMENT_NOT_FOUND",
  "PAYOUT_TOO_LARGE",
  // The centre's questions.
  "QUESTION_UNANSWERED",
  "ANSWER_INVALID",
  "UNKNOWN_QUESTION",
  // Conversations.
  "CONVERSATION_NOT_FOUND",
  "MESSAGE_EMPTY",
  "MESSAGE_TOO_LONG",
  "MESSAGE_CONTROL_CHARACTERS",
  "TOO_MANY_MESSAGES",
  // Donations.
  "DONATION_NOT_FOUND",
  "WRONG_DONATION_METHOD",
  "RETURN_TAMPERED",
  "RETURN_REPLAYED",
  "AMOUNT_MISMATCH",
  "GATEWAY_UNAVAILABLE",
  "METHOD_UNAVAILABLE",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
