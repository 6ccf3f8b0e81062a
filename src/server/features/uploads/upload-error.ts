import { UPLOAD_ERROR_STATUS, type UploadErrorCode } from "../../../contract/uploads";
import { AppError } from "../../lib/errors";

/** An upload refusal carries its code (TOO_LARGE, …) and the HTTP status that goes with it. */
export const uploadError = (code: UploadErrorCode, message: string) =>
  new AppError(UPLOAD_ERROR_STATUS[code], message, code);
