import { Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

// An amount or a day reads as one piece, however narrow the phone.
export const NO_WRAP = { whiteSpace: "nowrap" } as const;

interface LedgerTableProps {
  /** The heading's id, which names the table. */
  id: string;
  title: string;
  /** Under the heading, before the table. */
  intro?: ReactNode;
  /** Said instead of the table when it has no rows. */
  none?: string;
  rowCount: number;
  minWidth: number;
  isStriped?: boolean;
  verticalSpacing: "xs" | "sm";
  /** The header row's cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** One table of the fee ledger, under its heading, scrolled sideways on a narrow phone. */
export function LedgerTable({
  id,
  title,
  intro,
  none,
  rowCount,
  minWidth,
  isStriped,
  verticalSpacing,
  head,
  children,
}: LedgerTableProps) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4" id={id}>
        {title}
      </Title>
      {intro}
      {rowCount === 0 && none !== undefined ? (
        <Text c="dimmed">{none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped={isStriped} verticalSpacing={verticalSpacing} aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
