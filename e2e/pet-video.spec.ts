import { birthDateFromYears, dayOf } from "../src/contract/pet-age";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { createUser, loginAs } from "./support/accounts";
import { storeWithDog } from "./support/pets";

const VIDEO_ID = "dQw4w9WgXcQ";

// The form's first save is refused on purpose: a Vimeo link.
test.use({ allowConsoleErrors: [/status of 400/] });

test("a store gives its dog an age, an intake date and a video; the page says them and plays the video only on a tap", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await createUser(request, { firstName: "Pema", lastName: "Sherpa" });
  const { pet } = await storeWithDog(owner, { store: { status: "active" } });
  // Nothing leaves the machine: the player's host answers from here, and is counted.
  const playerRequests: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<p>player</p>" });
  });
  await loginAs(page, owner);

  await page.goto("/dashboard?tab=vendor");
  await page.getByRole("button", { name: `Edit ${pet.name}` }).click();
  const editor = page.getByRole("dialog", { name: `Edit ${pet.name}` });
  await editor.getByRole("button", { name: "More about the pet (optional)" }).click();
  // "About 2 years" stands for a birth date two years back, which the form shows.
  await editor.getByLabel("Or: about how old (years)").fill("2");
  const today = dayOf(new Date());
  await expect(editor.getByLabel("Born")).toHaveValue(birthDateFromYears(2, today));
  await expect(editor.getByLabel("Age", { exact: true })).toBeDisabled();
  await editor.getByLabel("At the store since").fill(birthDateFromYears(0.25, today));
  await editor.getByLabel("Weight").fill("14.5");
  await editor.getByRole("button", { name: "Videos (optional)" }).click();
  await editor.getByLabel("Video link 1").fill("https://vimeo.com/12345");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText("A video must be a YouTube or Facebook video link")).toBeVisible();
  await editor.getByLabel("Video link 1").fill(`https://youtu.be/${VIDEO_ID}`);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();

  await page.goto(`/pets/${pet.id}`);
  const about = page.getByRole("heading", { name: pet.name, level: 1 }).locator("../..");
  await expect(page.getByText("about 2 years (Young)")).toBeVisible();
  await expect(about.getByText("Waiting 3 months")).toBeVisible();
  await expect(page.getByText("14.5 kg")).toBeVisible();

  const videos = page.getByRole("region", { name: "Videos" });
  await expect(videos).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expectAccessible(page);
  expect(playerRequests).toEqual([]);
  await videos.getByRole("button", { name: `Play video 1 of ${pet.name} (YouTube)` }).click();
  const player = videos.locator("iframe");
  await expect(player).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`,
  );
  await expect.poll(() => playerRequests.length).toBeGreaterThan(0);

  // The listing offers the longest waiting first.
  await page.goto("/pets?sort=waiting");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("waiting");

  // In Nepali, with Devanagari digits.
  await page.context().addCookies([{ name: "sathi.lang", value: "ne", url: page.url() }]);
  await page.goto(`/pets/${pet.id}`);
  await expect(page.getByText("करिब २ वर्षको (जवान)")).toBeVisible();
  await expect(page.getByText("३ महिनादेखि पर्खिरहेको").first()).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});
