import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPaw } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { AdminStoreDetail } from "../../../contract/admin";
import { useCategoryName } from "../../lib/category-name";
import { useFormat } from "../../lib/format";

type Pet = AdminStoreDetail["pets"][number];
type Request = AdminStoreDetail["open_requests"][number];

const PET_STATUS_COLOURS: Record<Pet["post_status"], string> = {
  draft: "gray",
  published: "teal",
  adopted: "blue",
};

const REQUEST_STATUS_COLOURS: Record<Request["status"], string> = {
  pending: "orange",
  Approved: "teal",
  Rejected: "gray",
  Withdrawn: "gray",
  Adopted: "blue",
};

/** A titled list of rows, or a line saying it is empty. */
function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const { number } = useFormat();
  return (
    <Paper withBorder radius="lg" component="section" aria-label={title}>
      <Group justify="space-between" px={{ base: "md", sm: "lg" }} py="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="light" color="gray" size="lg" radius="sm">
          {number(count)}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" px={{ base: "md", sm: "lg" }} pb="lg">
          {empty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}

function Row({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Group
      component="li"
      aria-label={label}
      gap="md"
      wrap="nowrap"
      px={{ base: "md", sm: "lg" }}
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      {children}
    </Group>
  );
}

/** Every pet, drafts included: what the store is about to publish is what the admin approves. */
export function StorePets({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation("admin");
  const { date } = useFormat();
  const categoryName = useCategoryName();
  // Its public page exists only while the pet is published and the store active.
  const isPublic = (pet: Pet) => pet.post_status === "published" && store.status === "active";
  return (
    <Section
      title={t("storePage.pets.title")}
      count={store.pets.length}
      empty={t("storePage.pets.empty")}
    >
      {store.pets.map((pet) => (
        <Row key={pet.id} label={pet.name}>
          <Avatar
            src={pet.image_key ? `/f/${pet.image_key}` : null}
            alt=""
            size={48}
            radius="md"
            color="brand"
          >
            <IconPaw size={22} />
          </Avatar>
          <div style={{ minWidth: 0, flex: 1 }}>
            {isPublic(pet) ? (
              <Anchor component={Link} to={`/pets/${pet.id}`} fw={600}>
                {pet.name}
              </Anchor>
            ) : (
              <Text fw={600}>{pet.name}</Text>
            )}
            <Text size="sm" c="dimmed">
              {categoryName(pet)} · {t("storePage.pets.added", { date: date(pet.created_at) })}
            </Text>
          </div>
          <Badge
            variant="dot"
            color={PET_STATUS_COLOURS[pet.post_status]}
            size="lg"
            radius="sm"
            style={{ flexShrink: 0 }}
          >
            {t(`storePage.petStatus.${pet.post_status}`)}
          </Badge>
        </Row>
      ))}
    </Section>
  );
}

/** Who is on the store's team, and as what (docs/product.md#a-stores-team). */
export function StoreMembers({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation(["admin", "team"]);
  const { date } = useFormat();
  return (
    <Section
      title={t("storePage.members.title")}
      count={store.members.length}
      empty={t("storePage.members.empty")}
    >
      {store.members.map((member) => (
        <Row key={member.user_id} label={member.name}>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600}>{member.name}</Text>
            <Text size="sm" c="dimmed">
              {t("storePage.members.joined", { date: date(member.joined_at) })}
            </Text>
          </div>
          <Badge variant="light" color="gray" size="lg" radius="sm" style={{ flexShrink: 0 }}>
            {t(`team:role.${member.role}`)}
          </Badge>
        </Row>
      ))}
    </Section>
  );
}

/** Requests still waiting on the store (pending) or approved but not yet adopted. */
export function StoreRequests({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation("admin");
  const { date } = useFormat();
  return (
    <Section
      title={t("storePage.requests.title")}
      count={store.open_requests.length}
      empty={t("storePage.requests.empty")}
    >
      {store.open_requests.map((request) => (
        <Row key={request.id} label={request.applicant_name}>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600}>{request.applicant_name}</Text>
            <Text size="sm" c="dimmed">
              {t("storePage.requests.for", { pet: request.pet_name })} ·{" "}
              {t("storePage.requests.sent", { date: date(request.created_at) })}
            </Text>
          </div>
          <Badge
            variant="dot"
            color={REQUEST_STATUS_COLOURS[request.status]}
            size="lg"
            radius="sm"
            style={{ flexShrink: 0, maxWidth: "45%" }}
          >
            {t(`storePage.requestStatus.${request.status}`)}
          </Badge>
        </Row>
      ))}
    </Section>
  );
}
