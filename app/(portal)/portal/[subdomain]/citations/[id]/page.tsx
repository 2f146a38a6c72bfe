import type { Metadata } from 'next';
import { NoticeSummary } from '@/components/citations/portal/NoticeSummary';
import { ThemedLink } from '@/components/citations/portal/ThemedLink';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { formatDate, formatMoney } from '@/lib/format';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { readNoticePage } from '@/server/portal/violations/notice-page';
import { noticeImagePath } from '@/server/portal/violations/violation-data';

export const metadata: Metadata = {
  title: 'Violation notice',
  referrer: 'no-referrer',
};

type Props = {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /citations/{citationuuid} on the portal host: the notice, then pay or appeal. */
export default async function NoticePage({ params, searchParams }: Props) {
  const { subdomain, id } = await params;
  const search = await searchParams;
  const page = await readNoticePage(subdomain, id, search);
  if (!page.ok) return <PortalNotice title="Please wait a moment">{page.message}</PortalNotice>;
  const { notice, theme, basePath, keyQuery, portal } = page;
  const base = `${basePath}/citations/${notice.uuid}`;
  return (
    <>
      {search.appealed ? (
        <p
          role="status"
          className="rounded-md bg-success-50 px-3 py-2 text-sm font-medium text-success-700"
        >
          {cm.appealSubmitted}
        </p>
      ) : null}
      {portal.header1 ? <p className="text-sm text-gray-800">{portal.header1}</p> : null}
      <NoticeSummary
        notice={notice}
        timeZone={portal.timeZone}
        imageSrc={(file) => noticeImagePath(page.subdomain, notice.uuid, file, page.noticeKey)}
      />
      {notice.payable ? (
        <ThemedLink href={`${base}/pay${keyQuery}`} theme={theme}>
          Pay {formatMoney(notice.totalDue, { currency: notice.currency })}
        </ThemedLink>
      ) : null}
      {notice.canAppeal ? (
        <ThemedLink href={`${base}/appeal${keyQuery}`} theme={theme} primary={false}>
          Appeal this notice
        </ThemedLink>
      ) : null}
      {notice.appeal ? (
        <p className="rounded-md bg-white px-3 py-2 text-sm text-gray-800 ring-1 ring-gray-200">
          Appeal submitted on {formatDate(notice.appeal.submissionDate, '', portal.timeZone)}:{' '}
          <strong>{notice.appeal.status}</strong>
        </p>
      ) : null}
      {portal.header2 ? <p className="text-xs text-gray-700">{portal.header2}</p> : null}
      <p className="text-center text-sm">
        <a href={`${basePath}/citations`} className="text-gray-900 underline">
          Look up another notice
        </a>
      </p>
    </>
  );
}
