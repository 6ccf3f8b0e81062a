import { createRoute } from "@hono/zod-openapi";
import { Deleted, IdBody, NewCategoryBody } from "../../../contract/admin";
import { Category } from "../../../contract/pets";
import type { AppDeps } from "../../deps";
import { createRouter } from "../../lib/router";
import { addCategory, deleteCategory } from "./admin-categories";
import { adminOnly, json, conflictRefusal, notFoundRefusal, refusals } from "./route-docs";

const postCategory = createRoute({
  ...adminOnly,
  method: "post",
  path: "/category",
  summary: "Add a pet category (admin)",
  request: { body: { ...json(NewCategoryBody), required: true } },
  responses: {
    200: { description: "The new category", ...json(Category) },
    ...refusals,
    ...conflictRefusal("A category with this name exists (names are compared ignoring case)"),
  },
});

const removeCategory = createRoute({
  ...adminOnly,
  method: "delete",
  path: "/category",
  summary: "Delete a pet category that no pet uses (admin)",
  request: { body: { ...json(IdBody), required: true } },
  responses: {
    200: { description: "The category is gone", ...json(Deleted) },
    ...refusals,
    ...notFoundRefusal,
    ...conflictRefusal("Pets still use this category"),
  },
});

export function adminCategoryRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(postCategory, async (c) =>
      c.json(await addCategory(db, c.req.valid("json").category), 200),
    )
    .openapi(removeCategory, async (c) => {
      const { id } = c.req.valid("json");
      await deleteCategory(db, id);
      return c.json({ id }, 200);
    });
}
