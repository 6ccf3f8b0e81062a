/**
 * The contract's answer schemas by name, for `apiFetch(path, "PetList")`: imported only in
 * development and tests, where every answer is checked against them, so zod is not shipped to
 * phones (decision 034).
 */
export {
  OAuthStartResponse,
  PhoneCodeSentResponse,
  PhoneVerifiedResponse,
  SessionResponse,
  SignInResponse,
  SignOutResponse,
  SignUpResponse,
  StatusResponse,
} from "../../contract/accounts";
export {
  AdminStats,
  AdminStore,
  AdminStoreDetail,
  AdminStoreList,
  Deleted,
  SmsUsage,
} from "../../contract/admin";
export {
  Application,
  MyApplication,
  MyApplicationList,
  StoreApplication,
  StoreApplicationList,
} from "../../contract/adoption";
export { ApplicationAgreement, StoreAgreement } from "../../contract/agreement";
export { ConversationList, ConversationThread, SentMessage } from "../../contract/conversations";
export {
  CategoryList,
  FavouriteList,
  FavouriteState,
  PetDetail,
  PetImageList,
  PetList,
  SimilarPetList,
} from "../../contract/catalogue";
export {
  AdminDonationList,
  CreatedDonation,
  DonationOutcome,
  DonationSummary,
  RecentDonationList,
} from "../../contract/donations";
export { FeeCheckout, FeeLedger, FeeOutcome } from "../../contract/fees";
export { Category } from "../../contract/pets";
export { PreviousAnswers, QuestionList } from "../../contract/questions";
export { SavedSearch, SavedSearchList } from "../../contract/saved-searches";
export { SiteConfig } from "../../contract/site";
export {
  MyStoreResponse,
  OkResponse,
  OwnedPet,
  Store,
  StorePetList,
  StoreProfile,
} from "../../contract/stores";
export { News } from "../../contract/news";
export { UploadResponse } from "../../contract/uploads";
