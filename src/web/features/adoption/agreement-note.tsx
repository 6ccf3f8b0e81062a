import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconSignature } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { MyApplication, StoreApplication } from "../../../contract/adoption";
import { useFormat } from "../../lib/format";
import classes from "./adoption.module.css";

/**
 * A request's adoption agreement on its card (docs/product.md#agreement): signed, with a link to
 * the record; or waiting, where the applicant gets the way to read and sign it.
 */
export function AgreementNote({
  application,
  storeTitle,
}: {
  application: MyApplication | StoreApplication;
  /** Given on the applicant's card: whose agreement she is asked to sign. */
  storeTitle?: string;
}) {
  const { t } = useTranslation("agreement");
  const { dateTime } = useFormat();
  const { agreement } = application;
  if (!agreement) return null;
  const page = `/applications/${application.id}/agreement`;

  if (agreement.signed_at) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.agreementNote}>
        <IconCircleCheck size={18} aria-hidden className={classes.agreementSigned} />
        <Text size="sm">
          {t("card.signed", {
            name: agreement.signed_name,
            date: dateTime(agreement.signed_at),
          })}{" "}
          <Anchor component={Link} to={page} inherit fw={600}>
            {storeTitle ? t("card.view") : t("card.open")}
          </Anchor>
        </Text>
      </Group>
    );
  }
  if (storeTitle) {
    return (
      <Stack gap="sm" className={classes.agreementNote} data-waiting>
        <Text size="sm">
          {t("card.mustSign", { store: storeTitle, pet: application.pet.name })}
        </Text>
        <Button
          component={Link}
          to={page}
          radius="xl"
          leftSection={<IconSignature size={18} aria-hidden />}
          style={{ alignSelf: "flex-start" }}
        >
          {t("card.sign")}
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.agreementNote} data-waiting>
      <IconSignature size={18} aria-hidden />
      <Text size="sm">
        {t("card.waiting")}{" "}
        <Anchor component={Link} to={page} inherit fw={600}>
          {t("card.open")}
        </Anchor>
      </Text>
    </Group>
  );
}
