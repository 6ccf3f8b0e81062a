import { Anchor, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconChartBar, IconPlus, IconQrcode, IconTent } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { findDistrict, placeName } from "../../../contract/places";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { mostWards } from "../../ui/place-fields";
import { usePageMeta } from "../../ui/use-page-meta";
import { mayChooseCaretaker } from "./caretaker-select";
import { RegisterForm } from "./register-form";
import { RegisterFrame } from "./register-frame";
import { mayPrintTags, RegisterList } from "./register-list";

/**
 * /dashboard/community-dogs: the store's register of community dogs, a ward at a time if she
 * likes, with their QR tags to print, and the form to register one
 * (docs/product.md#community-dogs).
 */
export function RegisterPage() {
  const { t } = useTranslation("communityDogs");
  usePageMeta(t("register.title"));
  return (
    <RegisterFrame title={t("register.title")}>
      {(store, role) => <Register store={store} role={role} />}
    </RegisterFrame>
  );
}

function Register({ store, role }: { store: Store; role: StoreRole }) {
  const { t, language } = useTranslation("communityDogs");
  const { number } = useFormat();
  const [ward, setWard] = useState<string | null>(null);
  const district = findDistrict(store.district);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Text c="dimmed">{t("register.intro", { store: store.title })}</Text>
        <Group gap="xs">
          <Button
            component="a"
            href="#register-dog"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("form.title")}
          </Button>
          <Button
            component={Link}
            to="/dashboard/camps"
            variant="light"
            leftSection={<IconTent size={16} aria-hidden />}
          >
            {t("register.camps")}
          </Button>
        </Group>
        {/* The store's tags page lists its pets too: not for a caretaker. */}
        {mayDo(role, "read") && (
          <Anchor component={Link} to="/dashboard/tags" size="sm">
            <Group gap={4} component="span">
              <IconQrcode size={16} aria-hidden />
              {t("register.allTags")}
            </Group>
          </Anchor>
        )}
        {district && (
          <Anchor component={Link} to={`/coverage/${district.name}`} size="sm">
            <Group gap={4} component="span">
              <IconChartBar size={16} aria-hidden />
              {t("register.coverage", { district: placeName(district, language) })}
            </Group>
          </Anchor>
        )}
      </Stack>
      <Select
        label={t("register.ward")}
        placeholder={t("register.allWards")}
        data={Array.from({ length: mostWards(district?.name) }, (_, index) => ({
          value: String(index + 1),
          label: number(index + 1),
        }))}
        value={ward}
        onChange={setWard}
        clearable
        w={{ base: "100%", sm: 220 }}
      />
      <RegisterList
        storeId={store.id}
        ward={ward === null ? null : Number(ward)}
        mayPrint={mayPrintTags(role)}
      />
      <RegisterForm store={store} mayChooseCaretaker={mayChooseCaretaker(role)} />
    </Stack>
  );
}
