import type { DataRequestKind } from '../../../lib/contract';
import { zonedIsoText } from '../../../lib/rules/zoned-time';
import type { OrganisationRow, UserRow } from '../../db/schema';
import type { RecordKind, RequestScope } from './record-kind';

/** What an export actually wrote, counted as it went (README.txt is written last). */
export interface ExportTally {
  rows: Map<DataRequestKind, number>;
  images: number;
  /** Image files the records name whose bytes are no longer in storage. */
  missing: string[];
}

export interface ReadmeInput {
  organisation: Pick<OrganisationRow, 'name' | 'timeZone'>;
  actor: Pick<UserRow, 'fullname' | 'email'>;
  scope: RequestScope;
  exportedAt: Date;
  kinds: RecordKind[];
  tally: ExportTally;
}

function searched(scope: RequestScope): string[] {
  if (scope.plate !== null) {
    return [
      `Searched: the licence plate ${scope.plate}.`,
      'The plate is compared exactly as stored (upper-case letters and digits, spaces and dashes',
      'removed). Look-alike near matches (a scan of another plate that a list matched because',
      'characters look alike, such as 8 and B) are not included: they are not this plate.',
    ];
  }
  return [
    `Searched: the customer email address ${scope.email}.`,
    'Included are the records that carry this address themselves (compared without case):',
    'permit holders with it and their vehicles and permits, permits whose holder details name it,',
    'meter sessions whose receipt went to it, appeals sent with it and the notices they appeal,',
    'list entries with it, and the mail the organisation sent to it. Records that only share a',
    'plate with these (for example other scans of the same vehicles) are not included; request',
    'the plate for those. Mail sent before the mail log recorded the sending organisation is not',
    'included.',
  ];
}

/** README.txt: what was searched, when, by whom, and what each file of the ZIP is. */
export function readmeText(input: ReadmeInput): string {
  const { organisation, actor, scope, exportedAt, kinds, tally } = input;
  const zone = organisation.timeZone;
  const lines = [
    `Data request export — ${organisation.name}`,
    '',
    ...searched(scope),
    '',
    `Exported at: ${zonedIsoText(exportedAt, zone)}`,
    `Exported by: ${actor.fullname} <${actor.email}>`,
    `Export reference: ${scope.exportId} (the audit log's "privacy.exported" event)`,
    `Time zone: ${zone}. Every date in the CSV files is ISO 8601 on this zone's clock with its`,
    'offset from UTC (2026-11-24T09:30:00-05:00). Amounts are in the currency of their row.',
    '',
    'Files:',
    ...kinds.flatMap((kind) => [
      `- ${kind.kind}.csv — ${kind.label}: ${tally.rows.get(kind.kind) ?? 0} rows.`,
      `  ${kind.about}`,
    ]),
    `- scans/<scan ID>/, citations/notice-<number>/, appeals/notice-<number>/,`,
    `  permits/<permit number>/ — the images of that record (${tally.images} files), as stored:`,
    "  a scan's camera image, a notice's evidence photos, an appellant's files, a permit's",
    '  registration images. The "Image folder" column of each CSV names the folder of its row.',
    '- README.txt — this file.',
  ];
  if (tally.missing.length) {
    lines.push('', 'Images named by the records but no longer in storage (not included):');
    lines.push(...tally.missing.map((name) => `- ${name}`));
  }
  return `${lines.join('\n')}\n`;
}
