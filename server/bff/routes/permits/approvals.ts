import 'server-only';
import { bffRouter } from '../../route';

/** /api/permits/approvals: the BFF routes of the approvals screens. */
export const permitApprovalsRoutes = bffRouter('/api/permits/approvals');
