/** The export's file name (spec §7), shared by the route that streams it and the button that saves it. */
export const EXPORT_FILENAME = 'leads-export.csv';
