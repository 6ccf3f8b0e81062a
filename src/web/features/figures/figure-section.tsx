import { Button, Group, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { toCsv, type CsvValue } from "../../../contract/csv";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { SectionCard } from "../../ui/section-card";

/** A column of a figures table: its heading, and each row's value (a count unless told). */
export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => CsvValue;
  /** How the page shows the value; the reader's digits for a count. */
  show?: (row: Row) => ReactNode;
}

interface FigureSectionProps<Row> {
  /** The heading's id, and the CSV file's name (with the range). */
  id: string;
  title: string;
  caption: string;
  fileName: string;
  /** The chart, drawn above the table. */
  chart: ReactNode;
  /** The first column names each row; the others count. */
  columns: FigureColumn<Row>[];
  rows: Row[];
}

/**
 * A chart with its table right under it, and the table as a CSV file (docs/product.md#figures):
 * the headings and names in the reader's language, the counts as plain digits for a spreadsheet.
 */
export function FigureSection<Row>({
  id,
  title,
  caption,
  fileName,
  chart,
  columns,
  rows,
}: FigureSectionProps<Row>) {
  const { t } = useTranslation("figures");
  const { number } = useFormat();
  const [nameColumn, ...countColumns] = columns;
  const download = () =>
    downloadCsv(
      fileName,
      toCsv(
        columns.map((column) => column.label),
        rows.map((row) => columns.map((column) => column.value(row))),
      ),
    );
  const shown = (column: FigureColumn<Row>, row: Row) => {
    if (column.show) return column.show(row);
    const value = column.value(row);
    return typeof value === "number" ? number(value) : value;
  };
  return (
    <SectionCard labelledBy={id}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title order={2} fz="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" id={`${id}-caption`}>
            {caption}
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={download}
        >
          {t("downloadCsv")}
        </Button>
      </Group>
      {chart}
      {/* Wide tables scroll sideways on a phone rather than squeeze a word a line. */}
      <Table.ScrollContainer minWidth={Math.max(360, columns.length * 96)} mt="md">
        <Table striped verticalSpacing="xs" aria-labelledby={id} aria-describedby={`${id}-caption`}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} scope="col">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                <Table.Th scope="row" fw={600}>
                  {nameColumn && shown(nameColumn, row)}
                </Table.Th>
                {countColumns.map((column) => (
                  <Table.Td key={column.label}>{shown(column, row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/** Saves a CSV made in the browser: no second request, the table is already here. */
function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
