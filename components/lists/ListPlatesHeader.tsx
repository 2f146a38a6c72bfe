'use client';

import { Button } from '@/components/ui/Button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { LazyMenu as Menu } from '@/components/ui/LazyMenu';
import { useToast } from '@/components/ui/Toast';
import type { PlateList } from '@/lib/contract/lists';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { ListHeading } from './ListHeading';

export interface ListPlatesHeaderProps {
  listUuid: string;
  list: PlateList | undefined;
  isIntegration: boolean;
  backHref: string;
  backLabel: string;
  /** How many plates show (announced politely as it changes). */
  summary: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Starts a download of a same-origin file without leaving the page. */
function download(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The plates tab's header: name, type, summary, Copy list ID and Options (CSV, edit, delete). */
export function ListPlatesHeader({
  listUuid,
  list,
  isIntegration,
  backHref,
  backLabel,
  summary,
  onEdit,
  onDelete,
}: ListPlatesHeaderProps) {
  const toast = useToast();

  async function copyListId() {
    try {
      await navigator.clipboard.writeText(listUuid);
      toast.show({ message: 'List ID copied to the clipboard.', tone: 'success' });
    } catch {
      toast.show({ message: 'The list ID could not be copied.', tone: 'error' });
    }
  }

  return (
    <ListHeading
      backHref={backHref}
      backLabel={backLabel}
      list={list}
      meta={<span aria-live="polite">{summary}</span>}
      actions={
        <>
          <Button variant="secondary" onClick={() => void copyListId()}>
            Copy list ID
          </Button>
          <Menu
            trigger={
              <>
                Options <ChevronDownIcon className="size-4" />
              </>
            }
            triggerClassName="h-9 bg-white px-3.5 text-sm font-medium text-gray-800 shadow-card ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
            items={[
              {
                kind: 'action',
                label: 'Download vehicle list as CSV',
                onSelect: () => download(endpointUrl(routes.downloadPlates, { uuid: listUuid })),
                disabled: !list || isIntegration,
              },
              { kind: 'action', label: 'Edit', onSelect: onEdit, disabled: !list },
              {
                kind: 'action',
                label: 'Delete',
                danger: true,
                onSelect: onDelete,
                disabled: !list,
              },
            ]}
          />
        </>
      }
    />
  );
}
