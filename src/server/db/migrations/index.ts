import type { Migration } from "kysely";
import type { Dialect } from "../database";
import { init } from "./0001-init";
import { mailOutbox } from "./0002-mail-outbox";
import { favourites } from "./0003-favourites";
import { applicationHistory } from "./0005-application-history";
import { donations } from "./0006-donations";
import { catalogueSpeed } from "./0007-catalogue-speed";
import { accountLanguage } from "./0008-account-language";
import { categoryNepaliName } from "./0009-category-nepali-name";
import { storeFirstListed } from "./0010-store-first-listed";
import { rejectionReason } from "./0011-rejection-reason";
import { adoptedStatus } from "./0012-adopted-status";
import { applicationQuestions } from "./0013-application-questions";
import { conversations } from "./0014-conversations";
import { agreements } from "./0015-agreements";
import { adoptionFees } from "./0016-adoption-fees";
import { smsOutbox } from "./0017-sms-outbox";
import { phoneNumbers } from "./0018-phone-numbers";
import { storeDistricts } from "./0019-store-districts";
import { petAgesAndVideos } from "./0020-pet-ages-and-videos";
import { savedSearches } from "./0021-saved-searches";
import { outboxUnsentIndex } from "./0022-outbox-unsent-index";
import { pendingEmail } from "./0023-pending-email";
import { oneFeeOneHome } from "./0024-one-fee-one-home";
import { smsBudget } from "./0025-sms-budget";
import { storePage } from "./0026-store-page";
import { nepaliNamesAndSearchKeys } from "./0027-nepali-names-and-search-keys";
import { newsSeen } from "./0028-news-seen";
import { textsByNumber } from "./0029-texts-by-number";
import { catalogueChanges } from "./0030-catalogue-changes";
import { storeTeams } from "./0031-store-teams";
import { animalRecords } from "./0032-animal-records";
import { lostFound } from "./0033-lost-found";
import { communityDogs } from "./0034-community-dogs";
import { caretakerRole } from "./0035-caretaker-role";
import { tagMessageNetwork } from "./0036-tag-message-network";

/**
 * Every migration, in order. Names sort by their number prefix; a new one is
 * added at the end and never edited once it has landed on main.
 */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001-init": init(dialect),
    "0002-mail-outbox": mailOutbox(dialect),
    "0003-favourites": favourites(),
    "0005-application-history": applicationHistory(dialect),
    "0006-donations": donations(dialect),
    "0007-catalogue-speed": catalogueSpeed(dialect),
    "0008-account-language": accountLanguage(),
    "0009-category-nepali-name": categoryNepaliName(),
    "0010-store-first-listed": storeFirstListed(),
    "0011-rejection-reason": rejectionReason(),
    "0012-adopted-status": adoptedStatus(dialect),
    "0013-application-questions": applicationQuestions(dialect),
    "0014-conversations": conversations(dialect),
    "0015-agreements": agreements(),
    "0016-adoption-fees": adoptionFees(dialect),
    "0017-sms-outbox": smsOutbox(),
    "0018-phone-numbers": phoneNumbers(dialect),
    "0019-store-districts": storeDistricts(),
    "0020-pet-ages-and-videos": petAgesAndVideos(),
    "0021-saved-searches": savedSearches(dialect),
    "0022-outbox-unsent-index": outboxUnsentIndex(dialect),
    "0023-pending-email": pendingEmail(dialect),
    "0024-one-fee-one-home": oneFeeOneHome(),
    "0025-sms-budget": smsBudget(),
    "0026-store-page": storePage(dialect),
    "0027-nepali-names-and-search-keys": nepaliNamesAndSearchKeys(dialect),
    "0028-news-seen": newsSeen(),
    "0029-texts-by-number": textsByNumber(),
    "0030-catalogue-changes": catalogueChanges(dialect),
    "0031-store-teams": storeTeams(dialect),
    "0032-animal-records": animalRecords(dialect),
    "0033-lost-found": lostFound(dialect),
    "0034-community-dogs": communityDogs(dialect),
    "0035-caretaker-role": caretakerRole(dialect),
    "0036-tag-message-network": tagMessageNetwork(),
  };
}
