import type { ListType } from '@/lib/contract/lists';

/** The names of the list types (spec 1 §3). */
export const LIST_TYPE_LABEL: Record<ListType, string> = {
  0: 'Allow',
  1: 'Hot',
  2: 'Time limit',
  3: 'Permit',
  4: 'Integration',
};

/** What each type does, for the explanation on /lists. */
export const LIST_TYPE_HELP: Array<{ type: ListType; text: string }> = [
  { type: 0, text: 'Plates allowed to park. A scanned plate not on it raises an alert.' },
  { type: 1, text: 'Plates to look out for. A scanned plate on it raises an alert.' },
  {
    type: 2,
    text: 'Plates checked against a digital chalking rule (managed under Digital Chalking Rules).',
  },
  { type: 3, text: 'Plates holding a permit; kept up to date by Permits.' },
  { type: 4, text: "Plates from a parking vendor's system, read from the vendor." },
];

/** Whether the bulk CSV upload is offered (not for permit or integration lists). */
export function offersUpload(type: ListType): boolean {
  return type !== 3 && type !== 4;
}
