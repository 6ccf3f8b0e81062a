import { Button, Progress, Stack } from "@mantine/core";
import { IconDog, IconPhotoUp } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { imageUrl } from "../../../contract/catalogue-values";
import type { CommunityDogDetail } from "../../../contract/community-dogs";
import { ACCEPTED_IMAGE_TYPES } from "../../../contract/uploads";
import { useTranslation } from "../../i18n";
import { toast } from "../../ui/toast";
import { useUploadDogPhoto } from "./api/dog-changes";
import classes from "./community-dogs.module.css";

/** The dog's one photo, and the button that adds or replaces it (the pets' checks apply). */
export function DogPhoto({ dog }: { dog: CommunityDogDetail }) {
  const { t } = useTranslation("communityDogs");
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDogPhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const name = dog.name ?? t("register.unnamed");
  const label = dog.photo ? t("dog.replacePhoto") : t("dog.addPhoto");
  const send = (file: File) => {
    setProgress(0);
    upload.mutate(
      { dogId: dog.id, file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t("dog.photoSaved")),
        onError: (error) => toast.error(t("dog.photoFailed"), error.message),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      {dog.photo ? (
        <img
          src={imageUrl(dog.photo.key, 400)}
          alt={t("register.photoAlt", { name })}
          className={classes.photo}
          width={dog.photo.width}
          height={dog.photo.height}
        />
      ) : (
        <span className={`${classes.photo} ${classes.noPhoto}`} aria-hidden>
          <IconDog size={64} />
        </span>
      )}
      {progress !== null && (
        <Progress
          value={progress}
          size="sm"
          w="100%"
          maw={320}
          aria-label={t("dog.photoProgress")}
        />
      )}
      <Button
        variant="default"
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        onClick={() => input.current?.click()}
        loading={upload.isPending}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        aria-label={label}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) send(file);
        }}
      />
    </Stack>
  );
}
