import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { createUser, loginAs } from "./support/accounts";
import { storeWithDog } from "./support/pets";
import { expect, test } from "./fixtures";

/** A small photo-like JPEG. */
async function photo(name: string) {
  const buffer = await sharp(randomBytes(120 * 120 * 3), {
    raw: { width: 120, height: 120, channels: 3 },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

// Photos chosen but not uploaded were lost on Done, and the pet went live without them.
test("Done on a new pet's photos asks about photos not uploaded, and uploads them before leaving", async ({
  page,
  request,
}) => {
  const owner = await createUser(request, { firstName: "Karma", lastName: "Lama" });
  await storeWithDog(owner);
  await loginAs(page, owner);
  await page.goto("/pets/new");
  const name = `Bhunte ${Date.now().toString(36)}`;
  await page.getByLabel("Pet Name").fill(name);
  await page.getByLabel("Description").fill("A cheerful puppy who follows everyone home.");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Dog", exact: true }).click();
  await page.getByRole("combobox", { name: "Gender" }).click();
  await page.getByRole("option", { name: "Male", exact: true }).click();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Active", exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();

  await page
    .getByLabel("Choose photos to upload")
    .setInputFiles([await photo("one.jpg"), await photo("two.jpg")]);
  await expect(page.getByText("Ready to upload")).toHaveCount(2);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "2 photos are not uploaded yet" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pets\/new$/);

  await page.getByRole("button", { name: "Upload and finish" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=vendor$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell").nth(3)).toHaveText("2");
});
