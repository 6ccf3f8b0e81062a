import {
  Alert,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link, useNavigate } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { NEW_POST_STATUSES, type OwnedPet } from "../../../contract/stores";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useMyStore } from "../../lib/api/my-store";
import { useAddPet } from "./api/add-pet";
import { PetForm } from "./pet-form";
import type { PetFields } from "./use-pet-form";
import { PhotoUploader } from "./photo-uploader";
import { toast } from "../../ui/toast";

const NO_PHOTOS: number[] = [];

/** /pets/new: Add New Pet, then its photos. */
export function NewPetPage() {
  return (
    <RequireAuth>
      <NewPet />
    </RequireAuth>
  );
}

function NewPet() {
  const { t } = useTranslation("stores");
  usePageMeta(t("form.newTitle"));
  const navigate = useNavigate();
  const myStore = useMyStore();
  const addPet = useAddPet();
  const [pet, setPet] = useState<OwnedPet | null>(null);

  const store = myStore.data?.store;

  const save = async (fields: PetFields) => {
    try {
      // The form offers a new pet only these statuses.
      const post_status =
        NEW_POST_STATUSES.find((status) => status === fields.post_status) ?? "draft";
      setPet(await addPet.mutateAsync({ ...fields, post_status, vendor_id: store!.id }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "");
      throw error;
    }
    toast.success(t("form.added"));
  };

  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Title order={1} mb="lg">
        {t("form.newTitle")}
      </Title>
      {myStore.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("store.loading")} />
        </Center>
      ) : !store ? (
        <Alert color="yellow" variant="light" title={t("form.noStore")}>
          <Button component={Link} to={STORE_DASHBOARD} variant="light" mt="xs">
            {t("form.goToStore")}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
          <Stepper active={pet ? 1 : 0} size="sm" mb="xl">
            <Stepper.Step label={t("form.detailsStep")}>
              <PetForm onSubmit={save} onDiscard={() => navigate(STORE_DASHBOARD)} />
            </Stepper.Step>
            <Stepper.Step label={t("form.photosStep")}>
              {pet && (
                <Stack gap="lg">
                  <Text>{t("form.photosIntro", { name: pet.name })}</Text>
                  <PhotoUploader
                    petId={pet.id}
                    storeId={pet.vendor_id}
                    imageIds={NO_PHOTOS}
                    keepUploaded
                    doneTo={STORE_DASHBOARD}
                  />
                </Stack>
              )}
            </Stepper.Step>
          </Stepper>
        </Paper>
      )}
    </Container>
  );
}
