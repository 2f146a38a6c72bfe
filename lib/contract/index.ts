import * as auth from './auth';
import * as orgs from './orgs';
import * as lists from './lists';
import * as listCalls from './list-calls';
import * as lpr from './lpr';
import * as team from './team';
import * as reports from './reports';
import * as health from './health';
import type { CallDefinition } from './define-call';

export * from './define-call';
export * from './auth';
export * from './orgs';
export * from './lists';
export * from './list-calls';
export * from './lpr';
export * from './team';
export * from './reports';
export * from './health';

function callsOf(mod: Record<string, unknown>): CallDefinition[] {
  return Object.values(mod).filter(
    (v): v is CallDefinition =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
  );
}

/** Every provider call, for the provider router and GET /api/openapi.json. Areas add theirs here. */
export const allCalls: CallDefinition[] = [
  ...callsOf(auth),
  ...callsOf(orgs),
  ...callsOf(lists),
  ...callsOf(listCalls),
  ...callsOf(lpr),
  ...callsOf(team),
  ...callsOf(reports),
  ...callsOf(health),
];
