import { PET_ADOPTED, STATUS_MESSAGES } from "../../../contract/adoption";
import type { Config } from "../../config";
import type { ApplicationStatus } from "../../db/schema";
import { composeMail } from "../../mail/templates";

interface Person {
  email: string;
  name: string;
}

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  pending: "pending",
  Approved: "approved",
  Rejected: "not accepted",
  Withdrawn: "withdrawn",
};

/** The owner hears of each new request, the applicant of each answer. */
export function applicationMails(config: Pick<Config, "site" | "publicUrl">) {
  const siteName = config.site.name;
  const greet = (person: Person) => `Namaste ${person.name.split(" ")[0] || person.name},`;
  const dashboard = (tab?: "vendor") => `${config.publicUrl}/dashboard${tab ? `?tab=${tab}` : ""}`;

  return {
    newRequest: (
      owner: Person,
      request: { petName: string; applicantName: string; message: string },
    ) =>
      composeMail({
        to: owner.email,
        subject: `New adoption request for ${request.petName}`,
        siteName,
        greeting: greet(owner),
        paragraphs: [
          `${request.applicantName} would like to adopt ${request.petName}. Their message:`,
          request.message,
          "Their phone number and address are on your dashboard, where you can approve or reject the request.",
        ],
        action: { label: "Review the request", url: dashboard("vendor") },
      }),

    statusChanged: (
      applicant: Person,
      change: {
        petName: string;
        storeTitle: string;
        status: ApplicationStatus;
        reason?: string | null;
      },
    ) =>
      composeMail({
        to: applicant.email,
        subject: `Your adoption request for ${change.petName} is ${STATUS_WORDS[change.status]}`,
        siteName,
        greeting: greet(applicant),
        paragraphs: [
          `${change.storeTitle} has answered your request to adopt ${change.petName}.`,
          STATUS_MESSAGES[change.status],
          ...(change.reason === PET_ADOPTED
            ? [
                `${change.petName} has found a home with another family. Thank you for wanting to give a pet a home: many more are waiting for one.`,
              ]
            : []),
        ],
        action: { label: "See your requests", url: dashboard() },
      }),

    withdrawn: (owner: Person, request: { petName: string; applicantName: string }) =>
      composeMail({
        to: owner.email,
        subject: `${request.applicantName} withdrew their request for ${request.petName}`,
        siteName,
        greeting: greet(owner),
        paragraphs: [
          `${request.applicantName} no longer wishes to adopt ${request.petName} and has withdrawn their request. There is no need to call them.`,
        ],
        action: { label: "Open your dashboard", url: dashboard("vendor") },
      }),
  };
}
