import { UPLOAD_ERROR_STATUS, type UploadErrorCode } from "../../../contract/uploads";
import { AppError } from "../../lib/errors";

/** SPEC §8: an upload refusal carries the upload service's code and that code's HTTP status. */
export const uploadError = (code: UploadErrorCode, message: string) =>
  new AppError(UPLOAD_ERROR_STATUS[code], message, code);
