/** The page of a store's pets in `?page=`: 1 when missing or not a whole number above 1. */
export const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};
