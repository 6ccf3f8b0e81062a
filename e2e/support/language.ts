import { test, type Page } from "@playwright/test";

/** Reads the site in `language`, as the language switch's cookie asks the server to. */
export async function chooseLanguage(page: Page, language: string) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "sathi.lang", value: language, url }]);
}
