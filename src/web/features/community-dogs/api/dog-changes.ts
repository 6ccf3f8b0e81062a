import type {
  DogChangeRequest,
  NewDogRecordRequest,
  NewDogRequest,
} from "../../../../contract/community-dogs";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch, apiUpload } from "../../../lib/http";
import { dogKey } from "./get-dog";
import { dogsKey } from "./get-dogs";

/* Each change to a dog refreshes its page and the register's list, which shows its health. */
const dogAndList = [dogKey(), dogsKey()];

/** POST /api/vendors/{id}/community-dogs. */
export const registerDog = ({ storeId, dog }: { storeId: number; dog: NewDogRequest }) =>
  apiFetch("POST /vendors/:id/community-dogs", { param: { id: String(storeId) }, json: dog });

/** PATCH /api/community-dogs/{id}: only what is sent changes. */
export const changeDog = ({ dogId, change }: { dogId: number; change: DogChangeRequest }) =>
  apiFetch("PATCH /community-dogs/:id", { param: { id: String(dogId) }, json: change });

/** POST /api/community-dogs/{id}/records. */
export const addDogRecord = ({ dogId, record }: { dogId: number; record: NewDogRecordRequest }) =>
  apiFetch("POST /community-dogs/:id/records", { param: { id: String(dogId) }, json: record });

/** DELETE /api/community-dogs/{id}/records/{recordId}. */
export const deleteDogRecord = ({ dogId, recordId }: { dogId: number; recordId: number }) =>
  apiFetch("DELETE /community-dogs/:id/records/:recordId", {
    param: { id: String(dogId), recordId: String(recordId) },
  });

/** POST /api/community-dogs/{id}/photo: its one photo, replaced, through the pets' checks. */
export const uploadDogPhoto = ({
  dogId,
  file,
  onProgress,
}: {
  dogId: number;
  file: File;
  onProgress: (percent: number) => void;
}) =>
  apiUpload("POST /community-dogs/:id/photo", file, {
    param: { id: String(dogId) },
    onProgress,
  });

export const useRegisterDog = () => useRefreshingMutation(registerDog, [dogsKey()]);
export const useChangeDog = () => useRefreshingMutation(changeDog, dogAndList);
export const useAddDogRecord = () => useRefreshingMutation(addDogRecord, dogAndList);
export const useDeleteDogRecord = () => useRefreshingMutation(deleteDogRecord, dogAndList);
export const useUploadDogPhoto = () => useRefreshingMutation(uploadDogPhoto, dogAndList);
