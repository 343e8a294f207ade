// What other modules may use inside their own transactions (functions that take `tx`): the report layout
// every report file is written with. Everything else of this module is reached through its service.
export { formatDay, reportLayoutIn, reportPayloadIn, type TReportFile, type TReportHeading } from './report-layout';
