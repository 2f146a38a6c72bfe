import { LIST_TYPE, MATCHED_LIST_TYPES, type ListType } from '@/lib/contract/lists/constants';

/** The names of the list types (spec 1 §3). */
export const LIST_TYPE_LABEL: Record<ListType, string> = {
  [LIST_TYPE.allow]: 'Allow',
  [LIST_TYPE.hot]: 'Hot',
  [LIST_TYPE.timeLimit]: 'Time limit',
  [LIST_TYPE.permit]: 'Permit',
  [LIST_TYPE.integration]: 'Integration',
};

/** What each type does, for the explanation on /lists. */
export const LIST_TYPE_HELP: Array<{ type: ListType; text: string }> = [
  {
    type: LIST_TYPE.allow,
    text: 'Plates allowed to park. A scanned plate not on it raises an alert.',
  },
  { type: LIST_TYPE.hot, text: 'Plates to look out for. A scanned plate on it raises an alert.' },
  {
    type: LIST_TYPE.timeLimit,
    text: 'Plates checked against a digital chalking rule (managed under Digital Chalking Rules).',
  },
  { type: LIST_TYPE.permit, text: 'Plates holding a permit; kept up to date by Permits.' },
  {
    type: LIST_TYPE.integration,
    text: "Plates from a parking vendor's system, read from the vendor.",
  },
];

/** Whether the bulk CSV upload is offered (not for permit or integration lists). */
export function offersUpload(type: ListType): boolean {
  return MATCHED_LIST_TYPES.some((matched) => matched === type);
}
