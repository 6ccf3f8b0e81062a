import { queryOptions, useQuery } from "@tanstack/react-query";
import { AnimalPage } from "../../features/fosters/animal-page";
import { PhotoUploader } from "../../features/stores/photo-uploader";
import { apiFetch } from "../../lib/http";

/** GET /api/pets/{id}/images: the animal's photos now, which new ones follow. */
const photosQuery = (petId: number) =>
  queryOptions({
    queryKey: ["pet-photos", petId],
    queryFn: ({ signal }) =>
      apiFetch("GET /pets/:id/images", { param: { id: String(petId) }, signal }),
  });

function AnimalPhotos({ id, storeId }: { id: number; storeId: number }) {
  const photos = useQuery(photosQuery(id));
  if (!photos.data) return null;
  return (
    <PhotoUploader petId={id} storeId={storeId} imageIds={photos.data.map((photo) => photo.id)} />
  );
}

/** An animal's page, with the stores feature's photo uploader for its team and its foster. */
export function AnimalRoute() {
  return <AnimalPage photos={(pet) => <AnimalPhotos {...pet} />} />;
}
