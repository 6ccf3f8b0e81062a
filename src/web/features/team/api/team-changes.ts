import type { StoreRole } from "../../../../contract/store-roles";
import type { InviteRequest } from "../../../../contract/store-teams";
import { myStoreQuery } from "../../../lib/api/my-store";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch } from "../../../lib/http";
import { activityKey } from "./get-activity";
import { teamKey } from "./get-team";

/*
 * The team's changes. Each is written in the activity, so each refreshes it with the team; one
 * that may change her own place on a team (leaving, her role) refreshes her store too.
 */

/** PATCH /api/vendors/{id}/members/{userId}: an owner changes a member's role. */
export const changeRole = ({
  storeId,
  userId,
  role,
}: {
  storeId: number;
  userId: string;
  role: StoreRole;
}) =>
  apiFetch("PATCH /vendors/:id/members/:userId", {
    param: { id: String(storeId), userId },
    json: { role },
  });

/** DELETE /api/vendors/{id}/members/{userId}: an owner removes a member, or she leaves. */
export const removeMember = ({ storeId, userId }: { storeId: number; userId: string }) =>
  apiFetch("DELETE /vendors/:id/members/:userId", { param: { id: String(storeId), userId } });

/** POST /api/vendors/{id}/invitations. */
export const invite = ({ storeId, body }: { storeId: number; body: InviteRequest }) =>
  apiFetch("POST /vendors/:id/invitations", { param: { id: String(storeId) }, json: body });

/** DELETE /api/vendors/{id}/invitations/{invitationId}. */
export const withdrawInvitation = ({
  storeId,
  invitationId,
}: {
  storeId: number;
  invitationId: number;
}) =>
  apiFetch("DELETE /vendors/:id/invitations/:invitationId", {
    param: { id: String(storeId), invitationId: String(invitationId) },
  });

/** PUT /api/vendors/{id}/members/me/notices: whether new requests, messages and the digest reach her. */
export const saveNotices = ({
  storeId,
  mail,
  sms,
  digest,
}: {
  storeId: number;
  mail: boolean;
  sms: boolean;
  digest: boolean;
}) =>
  apiFetch("PUT /vendors/:id/members/me/notices", {
    param: { id: String(storeId) },
    json: { mail, sms, digest },
  });

const teamAndActivity = [teamKey(), activityKey()];

export const useChangeRole = () =>
  useRefreshingMutation(changeRole, [...teamAndActivity, myStoreQuery.queryKey]);
export const useRemoveMember = () =>
  useRefreshingMutation(removeMember, [...teamAndActivity, myStoreQuery.queryKey]);
export const useInvite = () => useRefreshingMutation(invite, teamAndActivity);
export const useWithdrawInvitation = () =>
  useRefreshingMutation(withdrawInvitation, teamAndActivity);
export const useSaveNotices = () => useRefreshingMutation(saveNotices, [teamKey()]);
