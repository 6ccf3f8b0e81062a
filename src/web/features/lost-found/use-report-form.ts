import { useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { nepalDay } from "../../../contract/calendar";
import { NewReportRequest } from "../../../contract/lost-found";
import type {
  CoatColour,
  Collar,
  ReportKind,
  ReportSex,
  ReportSize,
} from "../../../contract/lost-found-values";
import { useTranslation } from "../../i18n";
import type { KeyOf } from "../../i18n/keys";
import { ApiError } from "../../lib/http";
import type { NumberFieldValue } from "../../ui/number-field";
import { toast } from "../../ui/toast";
import { useCreateReport } from "./api/report-changes";
import type { Point } from "./location-field";

export interface ReportValues {
  kind: ReportKind;
  category_id: string;
  sex: ReportSex;
  size: ReportSize;
  colours: CoatColour[];
  marks: string;
  collar: Collar;
  name: string;
  description: string;
  province: string;
  district: string;
  ward: NumberFieldValue;
  tole: string;
  point: Point | null;
  seen_on: string;
}

/** The request the API takes, from what the form holds. */
const requestOf = (values: ReportValues): NewReportRequest => ({
  kind: values.kind,
  category_id: values.category_id ? Number(values.category_id) : undefined,
  sex: values.sex,
  size: values.size,
  colours: values.colours,
  marks: values.marks,
  collar: values.collar,
  // A found animal's name is not known.
  name: values.kind === "lost" ? values.name : null,
  description: values.description,
  district: values.district,
  ward: values.ward === "" ? null : values.ward,
  tole: values.tole,
  latitude: values.point?.latitude ?? null,
  longitude: values.point?.longitude ?? null,
  seen_on: values.seen_on,
});

/** The API's field as the form names it (the map point is one field here). */
const fieldOf = (path: string) => (path === "latitude" || path === "longitude" ? "point" : path);

/**
 * The report form's state: checked here with the contract's own rules before it is sent, each
 * refusal under its field in the reader's language by its code; the server's refusals likewise.
 * Saved, it goes to the report's page, where photos are added and its pairs show.
 */
export function useReportForm() {
  const { t, language } = useTranslation(["lostFound", "errors"]);
  const navigate = useNavigate();
  const create = useCreateReport();
  const form = useForm<ReportValues>({
    initialValues: {
      kind: "lost",
      category_id: "",
      sex: "unknown",
      size: "unknown",
      colours: [],
      marks: "",
      collar: "unknown",
      name: "",
      description: "",
      province: "",
      district: "",
      ward: "",
      tole: "",
      point: null,
      seen_on: nepalDay(new Date()),
    },
  });
  const said = (code: unknown, message: string) =>
    typeof code === "string"
      ? t(`errors:${code}` as KeyOf<["lostFound", "errors"]>, { defaultValue: message })
      : language === "en"
        ? message
        : t("form.check");

  const submit = form.onSubmit(async (values) => {
    const request = requestOf(values);
    const checked = NewReportRequest.safeParse(request);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? "kind"));
        const code = issue.code === "custom" ? issue.params?.code : undefined;
        errors[field] ??= said(code, issue.message);
      }
      form.setErrors(errors);
      return;
    }
    try {
      const report = await create.mutateAsync(request);
      await navigate(`/lost-found/${report.id}?new=1`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const [first, ...others] = Object.keys(error.fields ?? {});
      if (first && fieldOf(first) in values) {
        form.setErrors({
          [fieldOf(first)]: error.message,
          ...Object.fromEntries(others.map((path) => [fieldOf(path), error.fields![path]!])),
        });
      } else toast.error(t("form.failed"), error.message);
    }
  });
  return { form, submit, isSaving: create.isPending };
}
