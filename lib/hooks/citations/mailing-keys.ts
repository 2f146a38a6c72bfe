/** The SWR keys of the mailing screen (BFF paths); the page's first view builds the same. */
import { citationMailingBffRoutes as routes } from '@/lib/contract/citations/bff-routes/mailing';
import { endpointKey } from '../endpoint-key';

export const mailingLogKey = () => endpointKey(routes.mailingLog);
