export { createReport } from "./reports";
export { publicReports, PUBLIC_COLUMNS, type PublicRow } from "./report-rows";
export { reportUrl } from "./report-texts";
export { sendReportRenewals, startReportRounds } from "./report-rounds";
export { suggestMatches } from "./suggest";
