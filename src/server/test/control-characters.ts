/** CR, LF, NUL and the other control characters inside a one-line name. */
export const CONTROL_NAMES = [
  "Bho\rte",
  "Bho\nte",
  "Bho\r\nte",
  "Bho\u0000te",
  "Bho\u001bte",
  "Bhote\u007f",
];
