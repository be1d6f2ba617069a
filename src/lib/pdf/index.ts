/** PDF export of a built site (Node-only): CLI, export, report.json metadata and pdf-lib post-processing. */
export { runPdfExport, NO_BROWSER_EXIT } from './cli';
export { exportPdfs, listReportSlugs, type ExportPdfsOptions, type ExportPdfsResult, type PaperFormat, type PdfInfo } from './export';
export { pdfDate, pdfMeta, readReportMeta, type PdfMeta, type ReportMeta } from './metadata';
export { renumberStructIds, rewriteLinks, setPdfMetadata, siteRelativeUri } from './postprocess';
