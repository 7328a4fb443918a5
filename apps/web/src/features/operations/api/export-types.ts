/** The history export's formats, as GET /api/profile/download-history/v1 names them in `type`. */
export const EXPORT_TYPES = ['xls', 'pdf'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
