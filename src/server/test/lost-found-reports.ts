import { nepalDay } from "../../contract/calendar";
import type { NewReportRequest } from "../../contract/lost-found";
import { placeholderEmail } from "../../contract/phone";
import { makeCategory } from "../db/factories";
import type { TestApp } from "./test-app";

/** What the lost-and-found tests share: a valid report, its reporters and the rows it leaves. */

export type Login = Awaited<ReturnType<TestApp["login"]>>;

export const today = () => nepalDay(new Date());
export const daysFrom = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let next = 0;
/** A Nepali mobile number nobody in this run has. */
export const newPhone = () =>
  `+97798${String(process.pid % 1000).padStart(3, "0")}${String(Date.now() % 1000).padStart(3, "0")}${String(next++ % 100).padStart(2, "0")}`;

/** A black-and-white female dog lost today in ward 3 of Lalitpur, with a point on the map. */
export function lostDog(categoryId: number, overrides: Partial<NewReportRequest> = {}) {
  return {
    kind: "lost",
    category_id: categoryId,
    sex: "female",
    size: "medium",
    colours: ["black", "white"],
    marks: "A notch in the left ear",
    collar: "collar",
    name: "Kalu",
    description: "Shy, answers to Kalu.",
    district: "lalitpur",
    ward: 3,
    tole: "Jhamsikhel",
    latitude: 27.6781,
    longitude: 85.3061,
    seen_on: today(),
    ...overrides,
  } satisfies NewReportRequest;
}

/** A species of its own, so a test's filters see only its reports. */
export const newSpecies = (t: TestApp) =>
  makeCategory(t.deps, { category_ne: `कुकुर ${Math.random().toString(36).slice(2, 8)}` });

/** A signed-in account with a number and no e-mail, as phone sign-up makes it. */
export async function phoneOnly(t: TestApp, language: "en" | "ne" = "en") {
  const phone = newPhone();
  const login = await t.login({ phoneNumber: phone });
  const isPg = t.deps.dialect === "postgres";
  await t.db
    .updateTable("user")
    .set({ email: placeholderEmail(phone), emailVerified: isPg ? false : 0, language })
    .where("id", "=", login.user.id)
    .execute();
  return { ...login, phone };
}

export const reportRows = (t: TestApp, userId: string) =>
  t.db
    .selectFrom("lost_found_report")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();

/** What the outbox holds for these recipients (mail and SMS), oldest first. */
export const queuedFor = (t: TestApp, recipients: string[]) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["channel", "recipient", "subject", "text"])
    .where("recipient", "in", recipients)
    .orderBy("id")
    .execute();
