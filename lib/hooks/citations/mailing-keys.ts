/** The SWR keys of the mailing screen (BFF paths); the page's first view builds the same. */
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointKey } from '../endpoint-key';

export const mailingLogKey = () => endpointKey(routes.mailingLog);
