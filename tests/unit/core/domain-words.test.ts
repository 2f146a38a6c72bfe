import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { normalizePlate } from '@/lib/rules/plate';
import {
  asListType,
  asMatchedListType,
  LIST_TYPE,
  MATCHED_LIST_TYPES,
  plateFields,
  scanUpload,
} from '@/lib/contract';
import { plateFileBase } from '@/lib/rules/reports/report-columns';
import { boundingBox } from '@/lib/rules/lists/geofence';
import { boundingBox as providerBoundingBox } from '@/provider/services/lists';
import { ROLES } from '@/provider/services/access';
import { formatDayLabel, formatMonthShort, formatMonthYear } from '@/lib/format';

/** Issue 15 §5: one definition per domain word, checked over the production sources. */
const ROOT = join(__dirname, '../../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'server', 'provider'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FILES = SOURCE_DIRS.flatMap(sources).map((path) => ({
  path: relative(ROOT, join(ROOT, path)),
  text: readFileSync(join(ROOT, path), 'utf8'),
}));

/** The files (and how often) a pattern occurs in. */
function occurrences(pattern: RegExp): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { path, text } of FILES) {
    const count = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (count > 0) found[path] = count;
  }
  return found;
}

describe('plates: one normalizePlate', () => {
  it('writes the normalising regex once, in lib/rules/plate.ts', () => {
    expect(occurrences(/\[\^A-Z0-9\]/)).toEqual({ 'lib/rules/plate.ts': 1 });
  });

  it('is the one the contract, the report names and the provider use', () => {
    expect(normalizePlate(' ab-12 3 ')).toBe('AB123');
    expect(plateFields.shape.plate.parse('ab-12 3')).toBe('AB123');
    expect(plateFileBase('ab-12 3')).toBe('AB123');
    expect(scanUpload.shape.plate.parse('ab-12 3')).toBe('AB123');
  });

  it('keeps one name for it', () => {
    expect(occurrences(/normalisePlate/)).toEqual({});
  });
});

describe('list types: one LIST_TYPE', () => {
  it('tests no list type against a bare number in production code', () => {
    expect(occurrences(/[tT]ype\s*[!=]==?\s*[0-4]\b/)).toEqual({});
  });

  it('has one constant of the type numbers', () => {
    expect(occurrences(/\bLIST_TYPES\s*=/)).toEqual({});
    expect(occurrences(/\bLIST_TYPE\s*=/)).toEqual({ 'lib/contract/lists/constants.ts': 1 });
  });

  it('names a permit list 3 and matches scans against allow, hot and time-limit lists only', () => {
    expect(LIST_TYPE.permit).toBe(3);
    expect([...MATCHED_LIST_TYPES]).toEqual([0, 1, 2]);
    expect(asListType(3)).toBe(LIST_TYPE.permit);
    expect(asListType(9)).toBe(LIST_TYPE.allow);
    expect(asMatchedListType(LIST_TYPE.integration)).toBeNull();
    expect(asMatchedListType(LIST_TYPE.hot)).toBe(LIST_TYPE.hot);
  });
});

describe('geometry: one boundingBox', () => {
  it('computes a bounding box in one place, lib/rules/lists/geofence.ts', () => {
    expect(occurrences(/\bboundsOf\b/)).toEqual({});
    expect(occurrences(/latMin = Math\.min\(/)).toEqual({ 'lib/rules/lists/geofence.ts': 1 });
  });

  it('is the one the provider checks saved geofences and seeds lots with', () => {
    expect(providerBoundingBox).toBe(boundingBox);
  });
});

describe('access: one requireRole with named role sets', () => {
  it('defines no other organisation role check in the provider', () => {
    const checks =
      /export (async )?function (requireMember|requireScanAdmin|requireMembership|requireTeamAdmin|requireBillingAccess)\b/;
    expect(occurrences(checks)).toEqual({});
    expect(occurrences(/export async function requireRole\b/)).toEqual({
      'provider/services/access/require-role.ts': 1,
    });
  });

  it('writes the administrator roles once', () => {
    expect(occurrences(/\['superadmin', 'admin'\]/)).toEqual({
      'provider/services/access/require-role.ts': 1,
    });
  });

  it('leaves no import cycle between access and billing', () => {
    const accessFiles = FILES.filter(({ path }) => path.startsWith('provider/services/access/'));
    expect(accessFiles.filter(({ text }) => text.includes("from '../billing'"))).toEqual([]);
  });

  it('names the sets officers, reviewers and meter staff will join', () => {
    expect(ROLES.admin.roles).toEqual(['superadmin', 'admin']);
    expect(ROLES.billing.roles).toEqual(['superadmin']);
    expect(ROLES.member.roles).toEqual(['superadmin', 'admin', 'patrol']);
  });
});

describe('dates: people read dates formatted by lib/format (Intl)', () => {
  it('formats no displayed date with date-fns', () => {
    expect(occurrences(/format\([^)]*'M{3,4}/)).toEqual({});
  });

  it('writes the heatmap labels as date-fns did', () => {
    expect(formatDayLabel('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatMonthShort(new Date(2026, 2, 5))).toBe('Mar');
    expect(formatMonthYear(new Date(2026, 2, 5))).toBe('March 2026');
    expect(formatDayLabel('not a day')).toBe('');
  });
});

describe('failure lines: one helper', () => {
  // Screens with their own rule (a code or a status whose text they show) keep it; the two
  // generic rules are written once.
  it("shows an ApiError's text, else a fallback, only in failureMessage (lib/fetcher.ts)", () => {
    expect(occurrences(/isApiError\(\w+\)\s*\?\s*\w+\.message/)).toEqual({ 'lib/fetcher.ts': 1 });
  });

  it("shows a refusal's text, else a fallback, only in refusalMessage (lib/fetcher.ts)", () => {
    expect(occurrences(/\.status\s*<\s*500[^?;]*\?\s*\w+\.message/)).toEqual({
      'lib/fetcher.ts': 1,
    });
  });
});
