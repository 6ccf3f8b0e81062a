import { Button, Drawer } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { usePets } from "../../lib/api/pets";
import { useNumberFormat } from "../../lib/format-numbers";
import { PetFilters } from "./pet-filters";
import { filtersToSearch, type PetFilterValues } from "./use-pet-filters";
import classes from "./filters-drawer.module.css";

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: PetFilterValues;
  update: (change: Partial<PetFilterValues>) => void;
  clear: () => void;
}

/** The phone's filters, in a drawer from the bottom, closed by 'Show N pets'. */
export function FiltersDrawer({ opened, onClose, ...filterProps }: FiltersDrawerProps) {
  const { t } = useTranslation("catalogue");
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="85%"
      title={t("filters.title")}
      hiddenFrom="md"
      styles={{ title: { fontWeight: 750, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <DrawerFilters {...filterProps} onClose={onClose} />
    </Drawer>
  );
}

/**
 * The location is applied only when its field is left, so the count asks for the text being
 * typed: 'Show N pets' then says what the list will show, not what it shows now.
 */
function DrawerFilters({ filters, update, clear, onClose }: Omit<FiltersDrawerProps, "opened">) {
  const { t } = useTranslation("catalogue");
  const { number } = useNumberFormat();
  // The text counts only while the URL keeps the location it was typed over (not after Clear or Back).
  const [typed, setTyped] = useState<{ over?: string; text: string }>();
  const location =
    typed && typed.over === filters.location ? typed.text.trim() || undefined : filters.location;
  const [settled] = useDebouncedValue(location, 300);
  const counted = usePets(filtersToSearch({ ...filters, location: settled, page: 1 }), {
    keepPrevious: true,
  });
  const total =
    settled === location && !counted.isPlaceholderData ? counted.data?.total : undefined;

  return (
    <>
      <PetFilters
        filters={filters}
        update={update}
        clear={clear}
        onLocationInput={(text) => setTyped({ over: filters.location, text })}
      />
      {/* Held at the drawer's foot while the filters scroll: at 390 × 844 the list is longer
          than the screen, and the way out of it should never be out of sight. */}
      <div className={classes.drawerFoot}>
        <Button fullWidth size="md" onClick={onClose}>
          {total === undefined
            ? t("filters.show")
            : t("list.showCount", { count: total, formatted: number(total) })}
        </Button>
      </div>
    </>
  );
}
