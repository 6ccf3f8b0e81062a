import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { IconTrash } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/http";
import { forgetUser } from "../../lib/api/session";
import { loadingToast } from "../../ui/toast";
import { useDeleteAccount } from "./api/delete-account";

/** The danger zone: deleting the account after the password (or e-mail) confirms it. */
export function DeleteAccount() {
  const { t } = useTranslation("accounts");
  const [opened, { open, close }] = useDisclosure(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!secret) return setError(t("settings.delete.required"));
    const toast = loadingToast(t("settings.delete.loading"));
    deleteAccount.mutate(secret, {
      onSuccess: async () => {
        toast.success(t("settings.delete.success"));
        // Leave the signed-in page (committed at once, not as a transition) before forgetting
        // the session; otherwise the page would see no user and send the browser to /login.
        await navigate("/", { flushSync: true });
        forgetUser(queryClient);
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.message : t("errors.generic");
        toast.error(message);
        setError(message);
      },
    });
  };

  const dismiss = () => {
    close();
    setSecret("");
    setError(null);
  };

  return (
    <Paper withBorder radius="lg" p="lg" style={{ borderColor: "var(--mantine-color-red-3)" }}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="h4">
          {t("settings.delete.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("settings.delete.body")}
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={open}>
          {t("settings.delete.button")}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={dismiss}
        title={t("settings.delete.confirmTitle")}
        closeButtonProps={{ "aria-label": t("settings.delete.close") }}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t("settings.delete.confirmBody")}</Text>
            <PasswordInput
              label={t("settings.delete.secret")}
              description={t("settings.delete.secretHint")}
              autoComplete="current-password"
              value={secret}
              onChange={(event) => {
                setSecret(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                {t("settings.delete.cancel")}
              </Button>
              <Button type="submit" color="red" loading={deleteAccount.isPending}>
                {t("settings.delete.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
