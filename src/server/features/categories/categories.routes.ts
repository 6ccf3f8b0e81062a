import { createRoute } from "@hono/zod-openapi";
import {
  CategoryIdParam,
  CategoryNames,
  Deleted,
  IdBody,
  NewCategoryBody,
} from "../../../contract/admin";
import { CategoryList } from "../../../contract/catalogue";
import { Category } from "../../../contract/pets";
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { callerOf, createCatalogueCache, revalidate, sendCached } from "../pets";
import { addCategory, deleteCategory, listCategories, renameCategory } from "./categories";

const getCategories = createRoute({
  method: "get",
  path: "/category",
  tags: ["Catalogue"],
  middleware: revalidate,
  summary: "The pet categories (species)",
  responses: { 200: json(CategoryList, "Every category, oldest first") },
});

const postCategory = createRoute({
  ...adminOnly,
  method: "post",
  path: "/category",
  summary: "Add a pet category (admin); without `category_ne`, Nepali pages show its English name",
  request: { body: jsonBody(NewCategoryBody) },
  responses: {
    200: json(Category, "The new category"),
    ...adminRefusals,
    409: refusal(
      "A category with this English or Nepali name exists (names are compared ignoring case)",
    ),
  },
});

const putCategory = createRoute({
  ...adminOnly,
  method: "put",
  path: "/category/{id}",
  summary: "Rename a pet category, in English and Nepali (admin)",
  request: { params: CategoryIdParam, body: jsonBody(CategoryNames) },
  responses: {
    200: json(Category, "The category with its new names"),
    ...adminRefusals,
    404: refusal("No such category"),
    409: refusal("Another category has this English or Nepali name"),
  },
});

const removeCategory = createRoute({
  ...adminOnly,
  method: "delete",
  path: "/category",
  summary: "Delete a pet category that no pet uses (admin)",
  request: { body: jsonBody(IdBody) },
  responses: {
    200: json(Deleted, "The category is gone"),
    ...adminRefusals,
    404: refusal("No such record"),
    409: refusal("Pets still use this category"),
  },
});

/**
 * /api/category: everyone reads the list (cached while the catalogue is unchanged); the admin
 * adds, renames and deletes categories.
 */
export function categoryRoutes({ db }: AppDeps) {
  const cache = createCatalogueCache(db);
  return createRouter()
    .openapi(getCategories, async (c) => {
      const answer = await cache.get(
        "categories",
        // Categories are what every entry depends on ("all", decision 046): no tag of their own.
        async () => ({ body: await listCategories(db), shared: true, tags: [] }),
        callerOf(c),
      );
      return sendCached(c, answer, 60);
    })
    .openapi(postCategory, async (c) => c.json(await addCategory(db, c.req.valid("json")), 200))
    .openapi(putCategory, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await renameCategory(db, id, c.req.valid("json")), 200);
    })
    .openapi(removeCategory, async (c) => {
      const { id } = c.req.valid("json");
      await deleteCategory(db, id);
      return c.json({ id }, 200);
    });
}
