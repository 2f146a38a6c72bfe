/**
 * The most plates a list's screen gets, newest first (spec 1 §9); `count` says how many there
 * are in all. Here, not in the contract, so screens use it without zod in their first load.
 */
export const LIST_PLATES_RENDER_LIMIT = 2500;

/** How many plate rows a list of `plateCount` plates will show once its plates have loaded. */
export const expectedPlateRows = (plateCount: number) =>
  Math.max(0, Math.min(plateCount, LIST_PLATES_RENDER_LIMIT));
