// The one CSV writer, shared with the web's downloads (src/contract/csv.ts).
export { csvCell, toCsv, type CsvValue } from "../../contract/csv";
