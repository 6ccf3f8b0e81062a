export { processImage, type ProcessedImage } from "./image-pipeline";
export { limitBody, multipart } from "./multipart-route";
export { readFiles, type IncomingFile } from "./read-files";
export { uploadError } from "./upload-error";
