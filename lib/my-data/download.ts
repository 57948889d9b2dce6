/** The JSON download's file name. */
export const MY_DATA_EXPORT_FILE = 'mba-disha-my-data.json';

/** Everything held for an address as a JSON attachment that no cache keeps: it is one person's data. */
export function myDataDownload(data: unknown): Response {
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${MY_DATA_EXPORT_FILE}"`,
      'cache-control': 'private, no-store',
    },
  });
}
