import "i18next";
import type accounts from "./locales/en/accounts.json";
import type catalogue from "./locales/en/catalogue.json";
import type admin from "./locales/en/admin.json";
import type adoption from "./locales/en/adoption.json";
import type agreement from "./locales/en/agreement.json";
import type common from "./locales/en/common.json";
import type conversations from "./locales/en/conversations.json";
import type content from "./locales/en/content.json";
import type donations from "./locales/en/donations.json";
import type errors from "./locales/en/errors.json";
import type home from "./locales/en/home.json";
import type profile from "./locales/en/profile.json";
import type questions from "./locales/en/questions.json";
import type savedSearches from "./locales/en/saved-searches.json";
import type stores from "./locales/en/stores.json";

/** English is the source of truth: keys used in code are checked against it at compile time. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
      accounts: typeof accounts;
      catalogue: typeof catalogue;
      admin: typeof admin;
      content: typeof content;
      conversations: typeof conversations;
      stores: typeof stores;
      adoption: typeof adoption;
      agreement: typeof agreement;
      donations: typeof donations;
      errors: typeof errors;
      profile: typeof profile;
      questions: typeof questions;
      "saved-searches": typeof savedSearches;
    };
  }
}
