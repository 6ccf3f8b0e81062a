// Each Tabler icon's module also exports the shapes it draws (ui/card-icons.tsx reads them).
declare module "@tabler/icons-react/dist/esm/icons/*.mjs" {
  export const __iconNode: [tag: string, attributes: Record<string, string>][];
}
