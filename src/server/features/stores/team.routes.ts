import { createRoute } from "@hono/zod-openapi";
import { StoreIdParam } from "../../../contract/adoption";
import { OkResponse } from "../../../contract/stores";
import {
  ChooseStoreRequest,
  InvitationAccepted,
  InvitationParam,
  InvitationPreview,
  InvitationTokenParam,
  InviteRequest,
  MemberParam,
  NoticesRequest,
  RoleChangeRequest,
  StoreInvitation,
  TeamResponse,
} from "../../../contract/store-teams";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, ownerRefusals, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  withdrawInvitation,
} from "./invitations";
import { changeRole, chooseStore, readTeam, removeMember, setMyNotices } from "./team";

const tags = ["Store team"];
const signedIn = { tags, security: bearer, middleware: requireUser };
const memberRefusals = {
  ...ownerRefusals,
  403: refusal(
    "Not on this store's team (NOT_YOUR_STORE), or the role does not allow it (ROLE_NOT_ALLOWED)",
  ),
};

const getTeam = createRoute({
  ...signedIn,
  method: "get",
  path: "/vendors/{id}/team",
  summary: "The store's members, the caller's notices, and (for owners) its open invitations",
  request: { params: StoreIdParam },
  responses: { 200: json(TeamResponse, "The team"), ...memberRefusals },
});

const patchMember = createRoute({
  ...signedIn,
  method: "patch",
  path: "/vendors/{id}/members/{userId}",
  summary: "Change a member's role (owners)",
  description: "The last owner cannot be made anything else (409 LAST_OWNER).",
  request: { params: MemberParam, body: jsonBody(RoleChangeRequest) },
  responses: {
    200: json(TeamResponse, "The team as it is now"),
    ...memberRefusals,
    404: refusal("No such store, or no such member (MEMBER_NOT_FOUND)"),
    409: refusal("The last owner (LAST_OWNER)"),
  },
});

const deleteMember = createRoute({
  ...signedIn,
  method: "delete",
  path: "/vendors/{id}/members/{userId}",
  summary: "Remove a member (owners), or leave the team (her own id)",
  description: "Takes effect at once. The last owner can neither leave nor be removed.",
  request: { params: MemberParam },
  responses: {
    200: json(OkResponse, "Removed"),
    ...memberRefusals,
    404: refusal("No such store, or no such member (MEMBER_NOT_FOUND)"),
    409: refusal("The last owner (LAST_OWNER)"),
  },
});

const putNotices = createRoute({
  ...signedIn,
  method: "put",
  path: "/vendors/{id}/members/me/notices",
  summary: "Whether the store's new requests and messages reach the caller by mail and by SMS",
  request: { params: StoreIdParam, body: jsonBody(NoticesRequest) },
  responses: { 200: json(NoticesRequest, "Saved"), ...memberRefusals },
});

const postInvitation = createRoute({
  ...signedIn,
  method: "post",
  path: "/vendors/{id}/invitations",
  summary: "Invite someone by e-mail address or Nepali mobile number, with a role (owners)",
  description:
    "The link is mailed or texted; a second invitation to the same address replaces the first. At most 20 open at once.",
  request: { params: StoreIdParam, body: jsonBody(InviteRequest) },
  responses: {
    200: json(StoreInvitation, "Sent"),
    ...memberRefusals,
    400: refusal("Invalid input (`fields`), or the caller's own address (INVITE_SELF)"),
    409: refusal(
      "Already on the team (ALREADY_MEMBER), or too many invitations (TOO_MANY_INVITATIONS)",
    ),
  },
});

const deleteInvitation = createRoute({
  ...signedIn,
  method: "delete",
  path: "/vendors/{id}/invitations/{invitationId}",
  summary: "Withdraw an open invitation (owners): its link stops working",
  request: { params: InvitationParam },
  responses: {
    200: json(OkResponse, "Withdrawn"),
    ...memberRefusals,
    404: refusal("No such store, or no open invitation of it (INVITATION_NOT_FOUND)"),
  },
});

const getInvitation = createRoute({
  method: "get",
  path: "/invitations/{token}",
  tags,
  summary: "What an invitation's link shows, before signing in: the store, the role, its state",
  request: { params: InvitationTokenParam },
  responses: {
    200: json(InvitationPreview, "The invitation"),
    400: refusal("Not a token"),
    404: refusal("No such invitation (INVITATION_NOT_FOUND)"),
  },
});

const acceptRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/invitations/{token}/accept",
  summary: "Join the store's team, with the account that has proved the invited address",
  request: { params: InvitationTokenParam },
  responses: {
    200: json(InvitationAccepted, "On the team; it is her current store"),
    400: refusal("Not a token"),
    401: refusal("Not signed in"),
    403: refusal("Sent to another address (INVITATION_NOT_FOR_YOU)"),
    404: refusal("No such invitation (INVITATION_NOT_FOUND)"),
    409: refusal("Used, withdrawn, or she is already on the team"),
    410: refusal("Expired (INVITATION_EXPIRED)"),
  },
});

const putMyStore = createRoute({
  ...signedIn,
  method: "put",
  path: "/me/store",
  summary: "Choose the store the /vendors/me routes act for, of those whose team she is on",
  request: { body: jsonBody(ChooseStoreRequest) },
  responses: {
    200: json(OkResponse, "Chosen"),
    400: refusal("Not a store id"),
    401: refusal("Not signed in"),
    403: refusal("Not on that store's team (NOT_YOUR_STORE)"),
  },
});

/** /api/vendors/{id}/team, members and invitations; /api/invitations; /api/me/store. */
export function teamRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getTeam, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readTeam(deps, userOf(c), c.req.valid("param").id), 200);
    })
    .openapi(putNotices, async (c) => {
      const notices = c.req.valid("json");
      return c.json(await setMyNotices(deps, userOf(c), c.req.valid("param").id, notices), 200);
    })
    .openapi(patchMember, async (c) => {
      const { id, userId } = c.req.valid("param");
      await changeRole(deps, userOf(c), id, userId, c.req.valid("json").role);
      return c.json(await readTeam(deps, userOf(c), id), 200);
    })
    .openapi(deleteMember, async (c) => {
      const { id, userId } = c.req.valid("param");
      await removeMember(deps, userOf(c), id, userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(postInvitation, async (c) => {
      const invitation = await inviteMember(
        deps,
        userOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(invitation, 200);
    })
    .openapi(deleteInvitation, async (c) => {
      const { id, invitationId } = c.req.valid("param");
      await withdrawInvitation(deps, userOf(c), id, invitationId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(getInvitation, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await previewInvitation(deps, c.req.valid("param").token), 200);
    })
    .openapi(acceptRoute, async (c) => {
      const accepted = await acceptInvitation(deps, userOf(c), c.req.valid("param").token);
      return c.json(accepted, 200);
    })
    .openapi(putMyStore, async (c) => {
      await chooseStore(deps, userOf(c), c.req.valid("json").store_id);
      return c.json({ ok: true as const }, 200);
    });
}
