import { lazy, type ComponentType } from "react";

/**
 * React's `lazy` for a part drawn with Mantine: its code and Mantine's provider (MantineArea)
 * load together, when the part is first drawn, so neither weighs on a first view
 * (docs/decisions/043-first-view-without-mantine.md).
 */
export function lazyWithMantine<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Part, { MantineArea }] = await Promise.all([load(), import("./mantine-area")]);
    return {
      default: function PartWithMantine(props: Props) {
        return (
          <MantineArea>
            <Part {...props} />
          </MantineArea>
        );
      },
    };
  });
}
