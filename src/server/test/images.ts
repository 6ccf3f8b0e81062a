import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** Real images for upload tests, made with sharp. */

const solid = (width: number, height: number, background = "#c8553d") =>
  sharp({ create: { width, height, channels: 3, background } });

export const makeJpeg = (width = 120, height = 80) => solid(width, height).jpeg().toBuffer();
export const makePng = (width = 120, height = 80) => solid(width, height).png().toBuffer();
export const makeWebp = (width = 120, height = 80) => solid(width, height).webp().toBuffer();
export const makeAvif = (width = 120, height = 80) => solid(width, height).avif().toBuffer();

/** A phone photo: stored sideways with EXIF orientation 6, a camera make and GPS coordinates. */
export const makeGeotaggedJpeg = () =>
  solid(60, 40)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "27/1 42/1 3600/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "85/1 19/1 0/1",
      },
    })
    .toBuffer();

/** Whether EXIF data (little-endian TIFF) points at a GPS block: tag 0x8825 of type LONG. */
export const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])));

/** A two-frame animated GIF: red, then blue. */
export function makeAnimatedGif(width = 20, height = 10) {
  const frame = width * height;
  const raw = Buffer.alloc(frame * 2 * 3);
  for (let i = 0; i < frame; i++) raw[i * 3] = 255;
  for (let i = frame; i < frame * 2; i++) raw[i * 3 + 2] = 255;
  return sharp(raw, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

/** A PNG of random noise, which does not compress: about `megabytes` large. */
export function makeHugePng(megabytes: number) {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A plain image of many pixels but few bytes. */
export const makeManyPixelJpeg = (width: number, height: number) =>
  solid(width, height).jpeg({ quality: 40 }).toBuffer();

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
