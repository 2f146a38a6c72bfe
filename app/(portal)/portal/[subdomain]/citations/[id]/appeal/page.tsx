import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AppealForm } from '@/components/citations/portal/AppealForm';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { formatDate } from '@/lib/format';
import { appealNoticeAction } from '@/server/portal/violations/actions';
import { readNoticePage } from '@/server/portal/violations/notice-page';

export const metadata: Metadata = {
  title: 'Appeal a violation notice',
  // 'same-origin', not 'no-referrer': with no-referrer a form post without script sends
  // `Origin: null`, which the form's action must refuse. Other sites still get no referrer.
  referrer: 'same-origin',
};

type Props = {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /citations/{id}/appeal: the appeal form (once per notice, within the appeal window). */
export default async function AppealNoticePage({ params, searchParams }: Props) {
  const { subdomain, id } = await params;
  const page = await readNoticePage(subdomain, id, await searchParams);
  if (!page.ok) return <PortalNotice title="Please wait a moment">{page.message}</PortalNotice>;
  const { notice, theme, basePath, keyQuery } = page;
  if (!notice.canAppeal) redirect(`${basePath}/citations/${notice.uuid}${keyQuery}`);
  return (
    <section
      aria-labelledby="appeal-title"
      className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200"
    >
      <h1 id="appeal-title" className="text-xl font-semibold text-gray-900">
        Appeal notice #{notice.citationNumber}
      </h1>
      <p className="mt-1 text-sm text-gray-700">
        {notice.citationName}
        {notice.appealUntil
          ? `. Appeals are taken until ${formatDate(notice.appealUntil, '', page.portal.timeZone)}.`
          : '.'}
      </p>
      <div className="mt-4">
        <AppealForm
          subdomain={page.subdomain}
          uuid={notice.uuid}
          plate={page.plate}
          theme={theme}
          action={appealNoticeAction}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        <a
          href={`${basePath}/citations/${notice.uuid}${keyQuery}`}
          className="text-gray-900 underline"
        >
          Back to the notice
        </a>
      </p>
    </section>
  );
}
