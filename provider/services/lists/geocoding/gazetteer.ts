import {
  NORTHGATE_CENTRE,
  NORTHGATE_LOTS,
  RIVERSIDE_BLOCKS,
  RIVERSIDE_CENTRE,
} from '../../../seed/world/campus';
import { CITY_LINES, REGIONS } from './cities';

export interface Place {
  latitude: number;
  longitude: number;
  label: string;
}

interface Entry extends Place {
  /** Tokens of the place's own name (all must be in the query for a name match). */
  nameTokens: string[];
  /** Every token of the label, region names included. */
  tokens: Set<string>;
  /** Lower ranks first among equal matches (cities by size, campus first). */
  order: number;
}

export const tokenize = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function entry(place: Place, name: string, extra: string[], order: number): Entry {
  return {
    ...place,
    nameTokens: tokenize(name),
    tokens: new Set([...tokenize(place.label), ...extra.flatMap(tokenize)]),
    order,
  };
}

/** The demo campus (Northgate, Ann Arbor) and Riverside's downtown blocks. */
function campusEntries(): Entry[] {
  const northgate = NORTHGATE_LOTS.map((lot, i) =>
    entry(
      {
        latitude: lot.lat,
        longitude: lot.lng,
        label: `${lot.name}, Northgate University, Ann Arbor, MI, USA`,
      },
      lot.name,
      ['Northgate campus Michigan'],
      i,
    ),
  );
  const riverside = RIVERSIDE_BLOCKS.map((block, i) =>
    entry(
      {
        latitude: block.lat,
        longitude: block.lng,
        label: `${block.name}, Downtown Riverside, Riverside, CA, USA`,
      },
      block.name,
      ['California downtown'],
      100 + i,
    ),
  );
  const centres = [
    entry(
      {
        latitude: NORTHGATE_CENTRE.lat,
        longitude: NORTHGATE_CENTRE.lng,
        label: 'Northgate University, Ann Arbor, MI, USA',
      },
      'Northgate University',
      ['Northgate campus Michigan'],
      -1,
    ),
    entry(
      {
        latitude: RIVERSIDE_CENTRE.lat,
        longitude: RIVERSIDE_CENTRE.lng,
        label: 'Downtown Riverside, Riverside, CA, USA',
      },
      'Downtown Riverside',
      ['California'],
      99,
    ),
  ];
  return [...centres, ...northgate, ...riverside];
}

function cityEntries(): Entry[] {
  return CITY_LINES.map((line, i) => {
    const [city, code, lat, lng] = line.split('|');
    const region = REGIONS[code];
    return entry(
      {
        latitude: Number(lat),
        longitude: Number(lng),
        label: `${city}, ${code}, ${region?.country ?? 'USA'}`,
      },
      city,
      [region?.name ?? '', region?.country === 'Canada' ? 'Canada' : 'United States US'],
      1000 + i,
    );
  });
}

let entries: Entry[] | undefined;
const allEntries = () => (entries ??= [...campusEntries(), ...cityEntries()]);

/** The query token matches an entry token: equal, or a prefix of 3+ characters. */
const tokenMatches = (queryToken: string, tokens: Set<string>) =>
  tokens.has(queryToken) ||
  (queryToken.length >= 3 && [...tokens].some((t) => t.startsWith(queryToken)));

/**
 * Case-insensitive token matching: an entry matches when its whole name is in the query, or when
 * every query token is found in its label. Best first: more query tokens matched, then a full
 * name match, then campus before cities and larger cities first. At most `limit` results.
 */
export function searchGazetteer(query: string, limit = 5): Place[] {
  const queryTokens = [...new Set(tokenize(query))];
  if (queryTokens.length === 0) return [];
  const querySet = new Set(queryTokens);
  const scored: { entry: Entry; matched: number; nameHit: boolean }[] = [];
  for (const e of allEntries()) {
    const nameHit = e.nameTokens.length > 0 && e.nameTokens.every((t) => querySet.has(t));
    const matched = queryTokens.filter((t) => tokenMatches(t, e.tokens)).length;
    if (nameHit || matched === queryTokens.length) scored.push({ entry: e, matched, nameHit });
  }
  scored.sort(
    (a, b) =>
      b.matched - a.matched ||
      Number(b.nameHit) - Number(a.nameHit) ||
      a.entry.tokens.size - b.entry.tokens.size ||
      a.entry.order - b.entry.order,
  );
  return scored
    .slice(0, limit)
    .map(({ entry: e }) => ({ latitude: e.latitude, longitude: e.longitude, label: e.label }));
}
