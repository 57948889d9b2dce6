// The embedded Postgres runs here, off the main thread, so a slow query never stops the HTTP server from
// accepting and answering other requests. Plain JavaScript because worker threads start without the
// TypeScript loader that tsx or Vitest give the main thread. Protocol: see db.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

const extensions = { pgcrypto, pg_trgm, uuid_ossp };
const { dataDir, snapshot } = workerData;
const pg = dataDir
  ? new PGlite(dataDir, { extensions })
  : new PGlite({ extensions, loadDataDir: snapshot ? new Blob([snapshot]) : undefined });

/** Postgres errors cross the thread boundary as plain objects with every field PostgREST and GoTrue read. */
function serialiseError(e) {
  if (!(e instanceof Error)) return { message: String(e) };
  const out = { message: e.message, name: e.name };
  for (const key of ['code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'severity', 'routine']) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  return out;
}

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const r = await pg.query(msg.sql, msg.params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0, fields: r.fields };
    }
    case 'exec':
      await pg.exec(msg.sql);
      return null;
    case 'dump': {
      const blob = await pg.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

// As on Supabase, unqualified extension functions (crypt, gen_salt, similarity) resolve through `extensions`.
// PGlite's single-user backend ignores the database-level setting that bootstrap.sql records, so set it here.
pg.waitReady
  .then(() => pg.exec('set search_path to "$user", public, extensions'))
  .then(
    () => parentPort.postMessage({ ready: true }),
    (e) => parentPort.postMessage({ ready: false, error: serialiseError(e) }),
  );

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }, result instanceof Uint8Array ? [result.buffer] : []),
    (e) => parentPort.postMessage({ id: msg.id, error: serialiseError(e) }),
  );
});
