import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { usePageMeta } from "../../ui/use-page-meta";
import { CampForm } from "./camp-form";
import { mayChooseCaretaker } from "./caretaker-select";
import { RegisterFrame } from "./register-frame";

/**
 * /dashboard/camps/new: a CNVR camp entered once, on a phone at the camp: its day and place, and
 * its dogs, picked from the register or added in quick rows; then how many got their records.
 */
export function NewCampPage() {
  const { t } = useTranslation("communityDogs");
  usePageMeta(t("camp.title"));
  const [done, setDone] = useState<{ dogs: number; day: string } | null>(null);
  return (
    <RegisterFrame title={t("camp.title")} back={{ to: "/dashboard/camps", label: "camp.back" }}>
      {(store, role) =>
        done ? (
          <CampDone {...done} onAnother={() => setDone(null)} />
        ) : (
          <CampForm store={store} mayChooseCaretaker={mayChooseCaretaker(role)} onDone={setDone} />
        )
      }
    </RegisterFrame>
  );
}

function CampDone({ dogs, day, onAnother }: { dogs: number; day: string; onAnother: () => void }) {
  const { t } = useTranslation("communityDogs");
  const { date, number } = useFormat();
  return (
    <Paper withBorder radius="lg" p="lg" role="status">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCircleCheck size={28} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={2} size="h3">
            {t("camp.done")}
          </Title>
        </Group>
        <Text>{t("camp.doneBody", { count: dogs, n: number(dogs), day: date(day) })}</Text>
        <Group gap="sm">
          <Button component={Link} to="/dashboard/community-dogs">
            {t("camp.toRegister")}
          </Button>
          <Button variant="light" onClick={onAnother}>
            {t("camp.another")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
