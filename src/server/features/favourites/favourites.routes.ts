import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  FavouriteList,
  FavouritePetIdParam as PetIdParam,
  FavouriteState,
} from "../../../contract/catalogue";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { addFavourite, isFavourite, listFavourites, removeFavourite } from "./favourites";

// The answers are the caller's own: no cache may keep them.
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
};

const signedIn = {
  tags: ["Favourites"],
  middleware: [noStore, requireUser],
  security: bearer,
};
const notLoggedIn = refusal("Not logged in");
const badId = refusal("The pet id is not a number");

const getFavourites = createRoute({
  ...signedIn,
  method: "get",
  path: "/favourites",
  summary: "The caller's favourite pets, most recently hearted first",
  responses: { 200: json(FavouriteList, "Pet cards"), 401: notLoggedIn },
});

const getFavourite = createRoute({
  ...signedIn,
  method: "get",
  path: "/favourites/{petId}",
  summary: "Whether the caller has hearted this pet",
  request: { params: PetIdParam },
  responses: { 200: json(FavouriteState, "The state"), 400: badId, 401: notLoggedIn },
});

const putFavourite = createRoute({
  ...signedIn,
  method: "put",
  path: "/favourites/{petId}",
  summary: "Heart a pet (doing it twice changes nothing)",
  request: { params: PetIdParam },
  responses: {
    200: json(FavouriteState, "Hearted"),
    400: badId,
    401: notLoggedIn,
    404: refusal("No such pet"),
  },
});

const deleteFavourite = createRoute({
  ...signedIn,
  method: "delete",
  path: "/favourites/{petId}",
  summary: "Un-heart a pet",
  request: { params: PetIdParam },
  responses: { 200: json(FavouriteState, "Not hearted"), 400: badId, 401: notLoggedIn },
});

/** A signed-in visitor hearts pets and finds them again on the dashboard. */
export function favouriteRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(getFavourites, async (c) => c.json(await listFavourites(db, userOf(c).id), 200))
    .openapi(getFavourite, async (c) =>
      c.json(await isFavourite(db, userOf(c), c.req.valid("param").petId), 200),
    )
    .openapi(putFavourite, async (c) =>
      c.json(await addFavourite(db, userOf(c), c.req.valid("param").petId), 200),
    )
    .openapi(deleteFavourite, async (c) =>
      c.json(await removeFavourite(db, userOf(c), c.req.valid("param").petId), 200),
    );
}
