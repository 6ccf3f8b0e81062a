import * as Mantine from "@mantine/core";
import { IconAlertTriangle, IconArrowRight, IconHeart, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { MantineArea } from "../mantine-area";
import * as FirstView from "./index";
import classes from "./specimen-page.module.css";

type Kit = Pick<
  typeof FirstView,
  | "Alert"
  | "ActionIcon"
  | "Anchor"
  | "Badge"
  | "Button"
  | "Container"
  | "NativeSelect"
  | "Text"
  | "TextInput"
  | "Title"
>;

/**
 * Every first-view component drawn with the props the pages give it. The same code draws both
 * columns, once with ui/first-view's kit and once with Mantine's (cast to ours: each of our
 * props' types is a subset of Mantine's own), so the twins are given the same props.
 */
function Specimens({ kit }: { kit: Kit }) {
  const { Alert, ActionIcon, Anchor, Badge, Button, Container, NativeSelect, Text, TextInput } =
    kit;
  const { Title } = kit;
  return (
    <Container size="xs" className={classes.column}>
      <Title order={1}>Title 1</Title>
      <Title order={2}>Title 2</Title>
      <Title order={3}>Title 3</Title>
      <Text>Text</Text>
      <Text c="dimmed">Dimmed text</Text>
      <Text size="sm">Small text</Text>
      <Anchor href="#specimen">Anchor</Anchor>
      <div className={classes.row}>
        <Button>Filled</Button>
        <Button variant="light">Light</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="default">Default</Button>
        <Button variant="subtle">Subtle</Button>
      </div>
      <div className={classes.row}>
        <Button size="md" radius="xl" leftSection={<IconHeart size={18} aria-hidden />}>
          Medium pill
        </Button>
        <Button size="lg" radius="xl" rightSection={<IconArrowRight size={18} aria-hidden />}>
          Large
        </Button>
      </div>
      <Button fullWidth size="md" radius="xl">
        Full width
      </Button>
      <div className={classes.row}>
        <Badge>Filled</Badge>
        <Badge variant="light">Light</Badge>
        <Badge variant="outline">Outline</Badge>
        <Badge size="lg">Large</Badge>
        <Badge size="sm" circle>
          3
        </Badge>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label="Heart">
          <IconHeart size={20} />
        </ActionIcon>
        <ActionIcon variant="light" color="gray" size="lg" radius="xl" aria-label="Grey heart">
          <IconHeart size={20} />
        </ActionIcon>
      </div>
      <TextInput label="Location" placeholder="Placeholder" />
      <TextInput
        aria-label="Search"
        size="md"
        radius="xl"
        leftSection={<IconSearch size={18} aria-hidden />}
        placeholder="Search"
      />
      <TextInput label="With an error" error="This is required" defaultValue="Typed" />
      <NativeSelect
        label="Province"
        withAsterisk
        data={[
          { value: "", label: "Any province" },
          { value: "bagmati", label: "Bagmati" },
        ]}
      />
      <Alert
        variant="light"
        color="red"
        title="We could not load the pets."
        icon={<IconAlertTriangle size={20} aria-hidden />}
      >
        <p>Network error</p>
        <Button variant="white" color="red">
          Try again
        </Button>
      </Alert>
    </Container>
  );
}

/**
 * Development only (app/routes.tsx): each first-view component beside its Mantine twin, held
 * alike by e2e/specimen.spec.ts's screenshots (docs/decisions/043-first-view-without-mantine.md).
 */
export function SpecimenPage() {
  return (
    <div className={classes.page} id="specimen">
      <Twin name="first-view">
        <Specimens kit={FirstView} />
      </Twin>
      <Twin name="mantine">
        <MantineArea>
          <Specimens kit={Mantine as unknown as Kit} />
        </MantineArea>
      </Twin>
    </div>
  );
}

function Twin({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section aria-label={name} data-twin={name} className={classes.twin}>
      {children}
    </section>
  );
}
