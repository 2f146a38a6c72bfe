/**
 * A list's (or rule's) name: trimmed, 1 to 120 characters. The contract's `listName` schema is
 * built from these; screens check with `checkListName`, which needs no zod in their first load.
 */
export const LIST_NAME_MAX = 120;
export const LIST_NAME_EMPTY = 'Please enter a list name.';
export const LIST_NAME_TOO_LONG = `List names are at most ${LIST_NAME_MAX} characters.`;

/** The same texts for a digital chalking rule (a time-limit list), whose field is 'Rule name'. */
export const RULE_NAME_EMPTY = 'Please enter a rule name.';
export const RULE_NAME_TOO_LONG = `Rule names are at most ${LIST_NAME_MAX} characters.`;

export function checkListName(value: string): { value: string } | { error: string } {
  const name = value.trim();
  if (name.length < 1) return { error: LIST_NAME_EMPTY };
  if (name.length > LIST_NAME_MAX) return { error: LIST_NAME_TOO_LONG };
  return { value: name };
}

/** checkListName with the rule's words, for the 'Add rule' dialog of /timelimit. */
export function checkRuleName(value: string): { value: string } | { error: string } {
  const checked = checkListName(value);
  if ('value' in checked) return checked;
  return { error: checked.error === LIST_NAME_EMPTY ? RULE_NAME_EMPTY : RULE_NAME_TOO_LONG };
}
