import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMail, IconSend } from "@tabler/icons-react";
import { STORE_ROLES, type StoreRole } from "../../../contract/store-roles";
import { INVITATION_DAYS, InviteRequest, TEAM_MESSAGES } from "../../../contract/store-teams";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useInvite } from "./api/team-changes";

type Via = "email" | "phone";
type Values = { via: Via; email: string; phone: string; role: StoreRole };

const bodyOf = ({ via, email, phone, role }: Values) =>
  via === "email" ? { role, email: email.trim() } : { role, phone: phone.trim() };

/** The contract's own checks, said in the reader's words (TEAM_MESSAGES by their key). */
function useInviteChecks() {
  const { t } = useTranslation("team");
  const keyOf = (message: string) =>
    (Object.keys(TEAM_MESSAGES) as (keyof typeof TEAM_MESSAGES)[]).find(
      (key) => TEAM_MESSAGES[key] === message,
    );
  return (values: Values) => {
    const parsed = InviteRequest.safeParse(bodyOf(values));
    if (parsed.success) return {};
    const issue = parsed.error.issues[0]!;
    const key = keyOf(issue.message);
    // An empty address is refused under `email`; the field shown is the one she is typing in.
    return { [values.via]: key ? t(`invite.error.${key}`) : issue.message };
  };
}

/** An owner invites someone by e-mail address or by Nepali mobile number, with a role. */
export function InviteForm({ storeId }: { storeId: number }) {
  const { t } = useTranslation("team");
  const { number } = useNumberFormat();
  const invite = useInvite();
  const form = useForm<Values>({
    initialValues: { via: "email", email: "", phone: "", role: "carer" },
    validate: useInviteChecks(),
  });
  const { via } = form.values;

  const submit = form.onSubmit(async (values) => {
    const body = bodyOf(values);
    const to = body.email ?? body.phone;
    try {
      await invite.mutateAsync({ storeId, body });
      toast.success(t("invite.sent", { to }));
      form.setValues({ email: "", phone: "" });
    } catch (error) {
      // The server names the field it refused (`fields`): the message goes under it.
      if (error instanceof ApiError && error.fields) {
        const { email: onEmail, ...others } = error.fields;
        // A missing address is refused under `email`: it shows under the field she typed in.
        form.setErrors({ ...others, ...(onEmail && { [via]: onEmail }) });
      } else toast.error(t("invite.failed"), error instanceof Error ? error.message : "");
    }
  });

  return (
    <section aria-labelledby="team-invite">
      <Title order={2} size="h3" id="team-invite" mb="sm">
        {t("invite.title")}
      </Title>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("invite.intro", { days: number(INVITATION_DAYS) })}
            </Text>
            <SegmentedControl
              aria-label={t("invite.by")}
              data={[
                { value: "email", label: t("invite.byEmail") },
                { value: "phone", label: t("invite.byPhone") },
              ]}
              value={via}
              onChange={(value) => {
                form.setFieldValue("via", value as Via);
                form.clearErrors();
              }}
              style={{ alignSelf: "flex-start" }}
            />
            {via === "email" ? (
              <TextInput
                key="email"
                type="email"
                label={t("invite.email")}
                leftSection={<IconMail size={16} aria-hidden />}
                autoComplete="off"
                maxLength={320}
                required
                {...form.getInputProps("email")}
              />
            ) : (
              <TextInput
                key="phone"
                type="tel"
                inputMode="tel"
                label={t("invite.phone")}
                placeholder={t("invite.phonePlaceholder")}
                autoComplete="off"
                maxLength={40}
                required
                {...form.getInputProps("phone")}
              />
            )}
            <Select
              label={t("invite.role")}
              data={STORE_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
              description={t(`roleHint.${form.values.role}`)}
              allowDeselect={false}
              {...form.getInputProps("role")}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={invite.isPending}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t("invite.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </section>
  );
}
