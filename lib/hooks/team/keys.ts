/**
 * The SWR keys (BFF paths) of the team screens' hooks, built from the area's route table with
 * endpointKey. Not a client module: a page's server component builds the same key from the same
 * URL state to hand its first view to the hook (FirstView). One file per area, so a page's first
 * load carries only its own area's routes.
 */
import { endpointKey } from '../endpoint-key';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';

export const TEAM_MEMBERS_KEY = endpointKey(teamBffRoutes.listMembers);
export const TEAM_SEATS_KEY = endpointKey(teamBffRoutes.seats);
export const TEAM_INVITATIONS_KEY = endpointKey(teamBffRoutes.listInvitations);
export const TEAM_ACTIVITY_KEY = endpointKey(teamBffRoutes.activity);
