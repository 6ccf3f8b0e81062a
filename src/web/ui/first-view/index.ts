/**
 * Mantine's components for the pages a visitor sees first, drawn without Mantine's runtime
 * (docs/decisions/043-first-view-without-mantine.md): the same names, props and looks, so moving
 * a part between a first-view page and a Mantine page is a change of its import. The specimen
 * page (specimen-page.tsx) shows each beside its Mantine twin.
 */
export { Alert } from "./alert";
export { Badge } from "./badge";
export { ActionIcon, Button, UnstyledButton } from "./button";
export { NativeSelect, TextInput } from "./input";
export { Box, Container, Stack } from "./layout";
export { Anchor, Text, Title } from "./text";
