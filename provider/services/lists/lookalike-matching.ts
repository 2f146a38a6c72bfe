import { LIST_TYPE } from '../../../lib/contract';
import { lookalikeWhy, type NearMatch } from '../../../lib/rules/lpr/lookalike';
import type { ListEntry, MatchList } from './list-matching';

/** A look-alike plate's row on a list (the list plate, not the scanned one). */
export interface NearEntry extends ListEntry {
  plate: string;
}

/** The scanned plate and the rows of plates with its look-alike key. */
export interface LookalikeInput {
  readPlate: string;
  entries: NearEntry[];
}

/** Lists that match look-alike plates: allow and hot lists with the setting on. */
export const matchesLookalikes = (list: MatchList) =>
  list.matchLookalikes && (list.type === LIST_TYPE.allow || list.type === LIST_TYPE.hot);

/**
 * Per list that matches look-alikes and has no entry of the plate itself: the look-alike entry
 * to use (picked among several as exact entries are) and why it matched.
 */
export function nearEntriesByList(
  lists: MatchList[],
  exact: Map<string, ListEntry>,
  input: LookalikeInput | undefined,
  pick: (entries: NearEntry[]) => Map<string, NearEntry>,
): Map<string, { entry: NearEntry; near: NearMatch }> {
  const byList = new Map<string, { entry: NearEntry; near: NearMatch }>();
  if (!input || input.entries.length === 0) return byList;
  const open = new Set(
    lists.filter((l) => matchesLookalikes(l) && !exact.has(l.uuid)).map((l) => l.uuid),
  );
  const candidates: NearEntry[] = [];
  const whyOf = new Map<string, string>();
  for (const entry of input.entries) {
    if (!open.has(entry.listUuid) || entry.plate === input.readPlate) continue;
    const why = whyOf.get(entry.plate) ?? lookalikeWhy(input.readPlate, entry.plate);
    if (!why) continue;
    whyOf.set(entry.plate, why);
    candidates.push(entry);
  }
  for (const [listUuid, entry] of pick(candidates)) {
    byList.set(listUuid, { entry, near: { plate: entry.plate, why: whyOf.get(entry.plate)! } });
  }
  return byList;
}
