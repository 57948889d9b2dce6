import pg from 'pg';
import type { DbConnection } from './db';
import type { Mailbox } from './mailbox';

/**
 * Delivers the app's e-mail (rows of private.email_outbox, written in the transaction that caused them) into
 * the mailbox, as a mail server would send them. The table's insert trigger NOTIFYs channel 'email_outbox' at
 * commit; a dedicated connection LISTENs and delivers every undelivered row, marking delivered_at. Rows written
 * while no stack listened (a stopped stack, a dropped connection) are delivered on start and on reconnect.
 * A database without the table (the local-stack fixture schema) is left alone.
 */
export interface OutboxDelivery {
  /** Delivers what is pending now; resolves once the mailbox has it. */
  deliverPending(): Promise<void>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  kind: string;
}

const CHANNEL = 'email_outbox';
/** The listening connection's name in pg_stat_activity. */
export const OUTBOX_APPLICATION_NAME = 'local-stack-outbox';
const BATCH = 100;
const RECONNECT_MS = 1000;

export async function startOutboxDelivery(
  connection: DbConnection,
  mailbox: Mailbox,
  siteUrl: () => string,
): Promise<OutboxDelivery> {
  let stopped = false;
  let client: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const deliverOnce = async (c: pg.Client) => {
    for (;;) {
      // SKIP LOCKED: two stacks on one database never deliver a row twice.
      const { rows } = await c.query<OutboxRow>(
        `update private.email_outbox o set delivered_at = now()
          where o.id in (select p.id from private.email_outbox p where p.delivered_at is null
                          order by p.created_at, p.id limit ${BATCH} for update skip locked)
         returning o.id, o.to_email, o.subject, o.text, o.kind, o.created_at`,
      );
      const ordered = (rows as (OutboxRow & { created_at: Date })[]).sort(
        (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
      );
      for (const row of ordered) {
        const { text, links } = withSiteLinks(row.text, siteUrl());
        mailbox.send({ to: row.to_email, subject: row.subject, type: 'app', kind: row.kind, text, links });
      }
      if (rows.length < BATCH) return;
    }
  };

  /** One delivery at a time; a notification during one runs another after it. */
  const deliver = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    const c = client;
    if (!c || stopped) return Promise.resolve();
    running = (async () => {
      try {
        do {
          again = false;
          await deliverOnce(c);
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const connect = async (): Promise<boolean> => {
    const c = new pg.Client({
      host: connection.socketDir,
      database: connection.database,
      user: 'postgres',
      application_name: OUTBOX_APPLICATION_NAME,
    });
    await c.connect();
    const { rows } = await c.query<{ present: boolean }>(`select to_regclass('private.email_outbox') is not null as present`);
    if (!rows[0].present) {
      await c.end();
      return false;
    }
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      if (!stopped) reconnect = setTimeout(retry, RECONNECT_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', () => {
      deliver().catch(lost);
    });
    client = c;
    try {
      await c.query(`listen ${CHANNEL}`);
      await deliver();
    } catch (e) {
      lost();
      throw e;
    }
    return true;
  };

  const retry = () => {
    reconnect = undefined;
    if (stopped) return;
    connect().catch(() => {
      if (!stopped) reconnect = setTimeout(retry, RECONNECT_MS);
    });
  };

  if (!(await connect())) return { deliverPending: async () => undefined, stop: async () => undefined };

  return {
    deliverPending: deliver,
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      await running?.catch(() => undefined);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * The outbox holds links as site-relative paths (never a URL from a request, so no one can make the site send a
 * link elsewhere); delivery prefixes each with the configured site URL. A link is a whitespace-separated word
 * that starts with one '/'.
 */
export function withSiteLinks(text: string, siteUrl: string): { text: string; links: string[] } {
  const base = siteUrl.replace(/\/+$/, '');
  const links: string[] = [];
  const rewritten = text.replace(/(^|\s)(\/(?!\/)\S*)/g, (_match, space: string, path: string) => {
    links.push(base + path);
    return space + base + path;
  });
  return { text: rewritten, links };
}
