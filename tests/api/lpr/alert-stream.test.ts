/**
 * GET /api/alerts/stream (issue 29 item 4): the organisation's new alerts as server-sent events,
 * read here as the browser's EventSource would: events with the cursor as id, a reconnect with
 * Last-Event-ID resuming without duplicates, another organisation's alerts never sent, refused
 * without a session, ended by logout and by the client going away.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { ALERT_CURSOR_PATTERN, LIVE_ALERT_EVENT, type Scan } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { getProvider, type Provider } from '@/provider';
import { listPlates, lists, organisations, scans, users } from '@/provider/db/schema';
import { openSession } from '@/provider/services/identity';
import { handleBffRequest } from '@/server/bff/app';
import { APP_ORIGIN, BffClient, type ErrorBody } from '../../support/bff-client';
import { uploadScan } from '../../support/lpr';
import { NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

const POLL_MS = 50;
let provider: Provider;
let northgate: string;
let riverside: string;
let hotPlate: Record<string, string>;
const patrolTokens: Record<string, string> = {};

async function hotPlateOf(entity: string): Promise<string> {
  const [row] = await provider.db
    .select({ plate: listPlates.plate })
    .from(listPlates)
    .innerJoin(lists, eq(lists.uuid, listPlates.listUuid))
    .where(and(eq(lists.entityUuid, entity), eq(lists.type, 1)))
    .limit(1);
  return row.plate;
}

async function patrolToken(email: string): Promise<string> {
  const [user] = await provider.db.select().from(users).where(eq(users.email, email));
  return (await openSession(provider.db, user.uuid, `app_${user.uuid}`)).jwtToken;
}

let client: BffClient;

beforeAll(async () => {
  process.env.ALERT_STREAM_POLL_MS = String(POLL_MS);
  provider = await getProvider();
  client = await orgClient('admin@demo.test', NORTHGATE);
  const orgs = await client.get<{ organizations: { uuid: string; name: string }[] }>('/api/orgs');
  northgate = orgs.body.organizations.find((o) => o.name === NORTHGATE)!.uuid;
  const [other] = await provider.db
    .select({ uuid: organisations.uuid })
    .from(organisations)
    .where(eq(organisations.name, RIVERSIDE));
  riverside = other.uuid;
  hotPlate = { [northgate]: await hotPlateOf(northgate) };
  patrolTokens[northgate] = await patrolToken('patrol@demo.test');
}, 120_000);
afterAll(() => {
  delete process.env.ALERT_STREAM_POLL_MS;
});

/** A hot-list scan uploaded by the organisation's patrol officer: its scan uuid. */
async function raiseAlert(entity: string, token: string, plate: string): Promise<string> {
  const res = await uploadScan(provider, {
    token,
    fields: {
      entityUUID: entity,
      plate,
      capturedAt: new Date().toISOString(),
      confidence: 0.9,
      latitude: 42.2601,
      longitude: -83.7101,
    },
  });
  expect(res.status).toBe(200);
  expect(res.json.isAlert).toBe(true);
  return res.json.uuid as string;
}

interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  retry?: string;
}

/** An open stream read block by block: its events so far and whether it has ended. */
class EventReader {
  readonly events: StreamEvent[] = [];
  ended = false;
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private readonly pending: Promise<void>;

  constructor(
    readonly res: Response,
    private readonly abort: AbortController,
  ) {
    this.pending = this.pump();
  }

  private async pump() {
    const reader = this.res.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += this.decoder.decode(value, { stream: true });
        let end;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.events.push(parseBlock(this.buffer.slice(0, end)));
          this.buffer = this.buffer.slice(end + 2);
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
  }

  alerts(): Scan[] {
    return this.events.filter((e) => e.event === LIVE_ALERT_EVENT).map((e) => JSON.parse(e.data!));
  }

  async until(check: () => boolean, ms = 15_000): Promise<void> {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms)
        throw new Error(`timed out; events: ${JSON.stringify(this.events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async close() {
    this.abort.abort();
    await this.pending;
  }
}

function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') event.comment = value;
    else (event as Record<string, string>)[field] = value;
  }
  return event;
}

function cookieOf(c: BffClient): string {
  return [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
}

async function openStream(c: BffClient, lastEventId?: string): Promise<EventReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = { cookie: cookieOf(c), accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await handleBffRequest(
    new Request(`${APP_ORIGIN}/api/alerts/stream`, { headers, signal: abort.signal }),
  );
  expect(res.status).toBe(200);
  return new EventReader(res, abort);
}

describe('GET /api/alerts/stream', () => {
  it('answers an event stream nothing may buffer or compress, telling the browser how to retry', async () => {
    const stream = await openStream(client);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toContain('no-cache');
    expect(stream.res.headers.get('cache-control')).toContain('no-transform');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    await stream.until(() => stream.events.length > 0);
    expect(stream.events[0].retry).toMatch(/^\d+$/);
    await stream.close();
  });

  // On PostgreSQL an alert is sent once every older transaction of the cluster has ended (see
  // provider/services/lpr/new-alerts.ts): one written by an earlier test may still arrive on a
  // stream opened later, so these look for their own alerts among what came.
  it('sends a new alert with its cursor as id, and never another organisation’s', async () => {
    const stream = await openStream(client);
    await stream.until(() => stream.events.length > 0);
    const riversideToken = await patrolToken('luis.ortega@demo.test');
    const theirs = await raiseAlert(riverside, riversideToken, await hotPlateOf(riverside));
    const uuid = await raiseAlert(northgate, patrolTokens[northgate], hotPlate[northgate]);
    await stream.until(() => stream.alerts().some((s) => s.uuid === uuid));
    // A few more polls: the Riverside alert never comes.
    await new Promise((r) => setTimeout(r, POLL_MS * 6));
    const sent = stream.alerts().map((s) => s.uuid);
    expect(sent).not.toContain(theirs);
    const owners = await provider.db
      .select({ entity: scans.entityUuid })
      .from(scans)
      .where(inArray(scans.uuid, sent));
    expect(new Set(owners.map((o) => o.entity))).toEqual(new Set([northgate]));
    const event = stream.events.find((e) => e.data?.includes(uuid))!;
    expect(event.event).toBe(LIVE_ALERT_EVENT);
    expect(event.id).toMatch(ALERT_CURSOR_PATTERN);
    expect(event.id!.endsWith(uuid)).toBe(true);
    expect(JSON.parse(event.data!)).toMatchObject({
      uuid,
      plate: hotPlate[northgate],
      isAlert: true,
      listType: 1,
      imgUrl: `/api/scans/${uuid}/image/full`,
      plateImgUrl: `/api/scans/${uuid}/image/plate`,
    });
    await stream.close();
  });

  it('resumes after Last-Event-ID without duplicates after a dropped connection', async () => {
    const first = await openStream(client);
    await first.until(() => first.events.length > 0);
    const a = await raiseAlert(northgate, patrolTokens[northgate], hotPlate[northgate]);
    await first.until(() => first.alerts().some((s) => s.uuid === a));
    const lastId = first.events.find((e) => e.data?.includes(a))!.id!;
    await first.close();
    // While no stream is open.
    const b = await raiseAlert(northgate, patrolTokens[northgate], hotPlate[northgate]);
    const c = await raiseAlert(northgate, patrolTokens[northgate], hotPlate[northgate]);
    const resumed = await openStream(client, lastId);
    const got = () => resumed.alerts().map((s) => s.uuid);
    await resumed.until(() => got().includes(b) && got().includes(c));
    await new Promise((r) => setTimeout(r, POLL_MS * 4));
    expect(got().filter((u) => [a, b, c].includes(u))).toEqual([b, c]);
    expect(new Set(got()).size).toBe(got().length);
    await resumed.close();
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    process.env.ALERT_STREAM_HEARTBEAT_MS = '1000';
    try {
      const stream = await openStream(client);
      await stream.until(() => stream.events.some((e) => e.comment === 'heartbeat'));
      await stream.close();
    } finally {
      delete process.env.ALERT_STREAM_HEARTBEAT_MS;
    }
  });

  it('refuses without a session, before an organisation is chosen, and a Last-Event-ID it never sent', async () => {
    const anonymous = await new BffClient().get<ErrorBody>('/api/alerts/stream');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const noOrg = new BffClient();
    await noOrg.signIn('admin@demo.test');
    const refused = await noOrg.get<ErrorBody>('/api/alerts/stream');
    expect(refused.status).toBe(409);
    const bad = await client.get<ErrorBody>('/api/alerts/stream', {
      headers: { 'last-event-id': '42' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.alertCursorInvalid);
  });

  it('ends at logout: the next poll is refused, and a reconnect answers 401', async () => {
    const own = await orgClient('admin@demo.test', NORTHGATE);
    const stream = await openStream(own);
    await stream.until(() => stream.events.length > 0);
    expect((await own.del('/api/session')).status).toBe(200);
    await stream.until(() => stream.ended);
    const again = await handleBffRequest(
      new Request(`${APP_ORIGIN}/api/alerts/stream`, { headers: { cookie: cookieOf(own) } }),
    );
    expect(again.status).toBe(401);
  });

  it('stops when the client goes away', async () => {
    const stream = await openStream(client);
    await stream.until(() => stream.events.length > 0);
    await stream.close();
    expect(stream.ended).toBe(true);
  });
});
