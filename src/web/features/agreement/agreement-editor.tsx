import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconDeviceFloppy, IconSignature } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { AGREEMENT_LIMIT, type StoreAgreement } from "../../../contract/agreement";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { toast } from "../../ui/toast";
import { useSaveStoreAgreement, useStoreAgreement } from "./api/store-agreement";
import { submitWith } from "../../ui/submit-with";

/**
 * The store's adoption agreement in its settings: one text area, saved as a whole; empty means
 * none (docs/product.md#agreement). The app shows it in the stores feature's StoreTab.
 */
export function AgreementEditor() {
  const { t } = useTranslation("agreement");
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="agreement-editor">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconSignature size={22} aria-hidden />
          <Title order={3} fz="h4" id="agreement-editor">
            {t("editor.title")}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t("editor.intro")}
        </Text>
        <QueryState
          query={useStoreAgreement()}
          errorTitle={t("editor.loadError")}
          loading={<Skeleton height={160} radius="md" />}
        >
          {(agreement) => <EditorForm key={agreement.updated_at ?? "none"} saved={agreement} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function EditorForm({ saved }: { saved: StoreAgreement }) {
  const { t } = useTranslation("agreement");
  const { dateTime, number } = useFormat();
  const save = useSaveStoreAgreement();
  const [text, setText] = useState(saved.text);
  const isChanged = text.trim() !== saved.text;

  const submit = () =>
    save.mutateAsync(text).then(
      (kept) => toast.success(kept.text ? t("editor.saved") : t("editor.removed")),
      (error: Error) => toast.error(t("editor.saveFailed"), error.message),
    );

  return (
    <form onSubmit={submitWith(submit)}>
      <Stack gap="sm">
        <Textarea
          label={t("editor.label")}
          placeholder={t("editor.placeholder")}
          description={t("editor.left", {
            count: AGREEMENT_LIMIT - text.length,
            n: number(AGREEMENT_LIMIT - text.length),
          })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={AGREEMENT_LIMIT}
          autosize
          minRows={6}
          maxRows={18}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {saved.updated_at
              ? t("editor.lastSaved", { date: dateTime(saved.updated_at) })
              : t("editor.none")}
          </Text>
          <Button
            type="submit"
            radius="xl"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={!isChanged}
          >
            {t("editor.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
