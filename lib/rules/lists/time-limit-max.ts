/** The longest time limit, in minutes (72 hours; spec 1 §4, §8). */
export const TIME_LIMIT_MAX_MINUTES = 4320;
