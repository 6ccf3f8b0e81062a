import { loadWords } from "../../i18n";
import { SpecimenPage } from "./specimen-page";

/** The specimen page's route module (React Router's `lazy`): the page and the shell's words. */
export async function loader() {
  await loadWords(["common"]);
  return null;
}

export const Component = SpecimenPage;
