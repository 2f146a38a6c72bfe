import { missingPageResponse } from '@/server/portal/missing-page';

/**
 * A portal page whose notice, receipt, meter zone or permit does not exist lands here: a real
 * 404, readable without JavaScript (server/portal/not-found.ts says why it is not notFound()).
 */
export async function GET(
  req: Request,
  { params }: { params: Promise<{ subdomain: string }> },
): Promise<Response> {
  const from = new URL(req.url).searchParams.get('from') ?? '';
  return missingPageResponse((await params).subdomain, from);
}
