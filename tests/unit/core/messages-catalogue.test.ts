import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages, SUPPORT_EMAIL } from '@/lib/messages';
import { billingMessages } from '@/lib/messages/billing';
import { coreMessages } from '@/lib/messages/core';
import { identityMessages } from '@/lib/messages/identity';
import { listsMessages } from '@/lib/messages/lists';
import { lprMessages } from '@/lib/messages/lpr';
import { orgsMessages } from '@/lib/messages/orgs';
import { permitsMessages } from '@/lib/messages/permits';
import { privacyMessages } from '@/lib/messages/privacy';
import { reportsMessages } from '@/lib/messages/reports';
import { teamMessages } from '@/lib/messages/team';

/** Issue 15 §4: the message catalogue is split by area and the BFF writes no spec text inline. */
const AREAS = {
  billing: billingMessages,
  core: coreMessages,
  identity: identityMessages,
  lists: listsMessages,
  lpr: lprMessages,
  orgs: orgsMessages,
  permits: permitsMessages,
  privacy: privacyMessages,
  reports: reportsMessages,
  team: teamMessages,
};

const ROOT = join(__dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('lib/messages', () => {
  it('is one file per area, and every area file ends up in messages unchanged', () => {
    const keys = Object.values(AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const area of Object.values(AREAS)) expect(messages).toMatchObject(area);
  });

  it('keeps the spec texts exactly', () => {
    expect(messages.resetSuccess).toBe('You password has been successfully reset.');
    expect(messages.listFailed).toBe(
      `An error has occurred. For more help contact ${SUPPORT_EMAIL}.`,
    );
  });

  it('leaves no catalogue text written inline in the BFF routes', () => {
    const routes = files('server/bff/routes').map((path) =>
      readFileSync(join(ROOT, path), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
    );
    const inline = Object.values(messages).filter((text) =>
      routes.some((source) => source.includes(`'${text}'`) || source.includes(`"${text}"`)),
    );
    expect(inline).toEqual([]);
  });
});
