import { Group, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import type { MyApplication, StoreApplication } from "../../../contract/adoption";
import { StatusBadge } from "./status-badge";
import { StatusTimeline } from "./status-timeline";

/**
 * A request as both sides of the dashboard show it: heading and status badge on top, the
 * side's own details, the status history, then any buttons.
 */
export function ApplicationCard({
  application,
  labelledBy,
  heading,
  className,
  actions,
  children,
}: {
  application: MyApplication | StoreApplication;
  /** The id of the element in `heading` that names the card. */
  labelledBy: string;
  heading: ReactNode;
  className?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { status } = application;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      className={className}
      aria-labelledby={labelledBy}
      data-status={status}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>{heading}</div>
          <StatusBadge status={status} />
        </Group>

        {children}

        <StatusTimeline application={application} />

        {actions && (
          <Group gap="sm" justify="flex-end">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
