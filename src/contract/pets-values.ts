/**
 * The fixed values for a pet, its store and a request, spelled as stored and sent; shared by
 * the database, the API and the forms.
 */
export const GENDERS = ["male", "female"] as const;
/** `adopted`: an owner marks a pet adopted and it leaves the listing. */
export const POST_STATUSES = ["draft", "published", "adopted"] as const;
export const STORE_STATUSES = ["pending", "active"] as const;
/** `Adopted`: the store handed the pet over to this applicant; final (docs/product.md#requests). */
export const APPLICATION_STATUSES = [
  "pending",
  "Approved",
  "Rejected",
  "Withdrawn",
  "Adopted",
] as const;
