/**
 * GET /api/vendors/{id}/tags.pdf?pets=&dogs=: the chosen animals' QR tags, several to an A4 page
 * (docs/product.md#tags). A link the browser downloads, not a fetch: the PDF is a file.
 */
export const tagsPdfHref = (
  storeId: number,
  { pets = [], dogs = [] }: { pets?: readonly number[]; dogs?: readonly number[] },
) => {
  const query = new URLSearchParams();
  if (pets.length) query.set("pets", pets.join(","));
  if (dogs.length) query.set("dogs", dogs.join(","));
  return `/api/vendors/${storeId}/tags.pdf?${query}`;
};
