import { useState } from "react";
import { useTranslation } from "../../i18n";
import { UPLOAD_LIMITS } from "../../../contract/uploads";
import { useNumberFormat } from "../../lib/format-numbers";
import { ApiError } from "../../lib/http";
import { useUploadStoreImage } from "./api/upload-store-image";
import { checkFiles } from "./file-checks";
import { toast } from "../../ui/toast";

/**
 * Uploads the store's image after the checks a pet's photo gets, and says how it went in a toast.
 * `progress` is the upload's percent while one is on its way, null otherwise.
 */
export function useStoreImageUpload() {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const uploadImage = useUploadStoreImage();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    const { rejected } = await checkFiles([file], 1);
    if (rejected[0]) {
      const reason = rejected[0].reason;
      toast.error(
        t(`upload.rejected.${reason}`, {
          name: file.name,
          size: number(UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)),
          max: 1,
        }),
      );
      return;
    }
    setProgress(0);
    try {
      // Settles after the store header has its new image (the mutation awaits the refresh).
      await uploadImage.mutateAsync({ file, onProgress: setProgress });
      toast.success(t("store.imageUploaded"));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== 0 ? error.message : t("upload.network");
      toast.error(t("upload.error", { message }));
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
