export { processImage, type ProcessedImage } from "./image-pipeline";
export { limitUploadBody, multipart, readFiles, type IncomingFile } from "./read-files";
export { uploadError } from "./upload-error";
