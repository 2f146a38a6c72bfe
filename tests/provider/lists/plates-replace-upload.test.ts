import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ApiError } from '@/platform/errors';
import { ndjsonLines } from '@/provider/http/ndjson';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * Issue 10 items 2 and 9 at the provider: the NDJSON plate replace reads and validates the whole
 * upload before its one short transaction (so a stalled upload holds no connection of the
 * embedded database), times out a stalled or endless stream, and refuses an upload without plates.
 */
let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const encoder = new TextEncoder();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const replacePath = (uuid: string) =>
  `http://provider/api/v1/dashboard/lists/${uuid}/plates/replace`;

async function listWithOld(name: string): Promise<string> {
  const token = await fx.token('admin');
  const created = await call(fx.provider, 'POST', '/api/v2/dashboard/list', {
    token,
    body: { type: 0, name, entityUUID: fx.northgate },
  });
  expect(created.status).toBe(200);
  const uuid = created.json.uuid as string;
  const old = await call(fx.provider, 'POST', '/api/v1/dashboard/listplates', {
    token,
    body: { listUUID: uuid, plates: [{ plate: 'OLD1' }, { plate: 'OLD2' }] },
  });
  expect(old.status).toBe(200);
  return uuid;
}

const platesOf = async (uuid: string) =>
  (
    await fx.rows<{ plate: string }>(
      sql`select plate from list_plates where list_uuid = ${uuid} order by plate`,
    )
  ).map((r) => r.plate);

async function replace(uuid: string, body: string | ReadableStream<Uint8Array>) {
  const res = await fx.provider.fetch(
    new Request(replacePath(uuid), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-ndjson',
        authorization: `Bearer ${await fx.token('admin')}`,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return { status: res.status, json: await res.json() };
}

describe('a stalled plate upload (embedded database, one connection)', () => {
  it("does not delay another organisation's read while it stays open", async () => {
    const uuid = await listWithOld('Stalled upload');
    // Both tokens first: signing in hashes a password, which is not what is timed here.
    await fx.token('rpatrol');
    // A read the patrol app makes: the organisation's lists it matches against.
    const riversideLists = `/api/v2/dashboard/${fx.riverside}/lists/simple`;
    expect((await fx.get('rpatrol', riversideLists)).status).toBe(200);

    // The admin's client sends one line, then stalls until the test lets it finish.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const serverIsReading = new Promise<void>((resolve) => (reading = resolve));
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls += 1;
        if (pulls === 1) {
          controller.enqueue(encoder.encode(`${JSON.stringify({ plate: 'NEW1' })}\n`));
          return;
        }
        reading(); // the server has taken the first line and waits for more
        await released;
        controller.enqueue(encoder.encode(`${JSON.stringify({ plate: 'NEW2' })}\n`));
        controller.close();
      },
    });
    let uploadDone = false;
    const upload = replace(uuid, body).finally(() => {
      uploadDone = true;
    });
    try {
      await serverIsReading;
      await sleep(200);
      const started = performance.now();
      const read = fx.get('rpatrol', riversideLists);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outcome = await Promise.race([
        read.then((res) => res.status),
        new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('still waiting after 5 s'), 5_000);
        }),
      ]);
      clearTimeout(timer);
      const ms = performance.now() - started;
      expect(outcome).toBe(200);
      expect(ms).toBeLessThan(2_000);
      expect(uploadDone).toBe(false);
      // The stalled upload has changed nothing yet.
      expect(await platesOf(uuid)).toEqual(['OLD1', 'OLD2']);
    } finally {
      release();
    }
    expect(await upload).toEqual({ status: 200, json: { count: 2 } });
    expect(await platesOf(uuid)).toEqual(['NEW1', 'NEW2']);
  }, 30_000);

  it('times out a body that stalls or never ends (408, readable), and keeps nothing', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"plate":"A1"}\n'));
      },
    });
    const idle = ndjsonLines(stalled, { idleMs: 100 });
    await expect(idle.next()).resolves.toMatchObject({ value: { line: 1 } });
    await expect(idle.next()).rejects.toMatchObject({
      status: 408,
      message: 'The upload stalled: nothing arrived for 100 ms; nothing was changed.',
    } satisfies Partial<ApiError>);

    // A byte every 20 ms never trips the idle timeout, but the total one ends it.
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await sleep(20);
        controller.enqueue(encoder.encode(' '));
      },
    });
    const started = performance.now();
    const total = ndjsonLines(trickle, { idleMs: 1_000, totalMs: 300 });
    await expect(total.next()).rejects.toMatchObject({ status: 408 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('waits 30 s for a byte and 5 minutes in all by default', async () => {
    const { BODY_IDLE_TIMEOUT_MS, BODY_TOTAL_TIMEOUT_MS, idleTimeoutText } =
      await import('@/platform/body-stream');
    expect(BODY_IDLE_TIMEOUT_MS).toBe(30_000);
    expect(BODY_TOTAL_TIMEOUT_MS).toBe(300_000);
    expect(idleTimeoutText(BODY_IDLE_TIMEOUT_MS)).toBe(
      'The upload stalled: nothing arrived for 30 seconds; nothing was changed.',
    );
  });
});

describe('an NDJSON replace without plates', () => {
  it.each([
    ['an empty body', ''],
    ['only blank lines', '\n\n  \n'],
  ])('refuses %s with 400 and keeps the old plates', async (_, body) => {
    const uuid = await listWithOld(`No plates: ${_}`);
    const res = await replace(uuid, body);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('The upload has no plates; the list was left unchanged.');
    expect(await platesOf(uuid)).toEqual(['OLD1', 'OLD2']);
  });
});
