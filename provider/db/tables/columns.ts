import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: every time is timestamptz (JS Date), every id a random uuid. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const uuidPk = (name = 'uuid') => uuid(name).primaryKey().defaultRandom();
