'use client';

import { useCallback, useState } from 'react';
import type { Organisation } from '@/lib/contract/orgs';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { callEndpoint, failureMessage, isApiError } from '@/lib/fetcher';
import { orgsMessages } from '@/lib/messages/orgs';

/**
 * The state and handlers of /orgs: opening an organisation, checking that the user may add one,
 * the page-level failure, and which dialog is open.
 */
export function useOrgActions() {
  const [selecting, setSelecting] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [checkingAdd, setCheckingAdd] = useState(false);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Organisation | null>(null);
  const [deleting, setDeleting] = useState<Organisation | null>(null);
  const [zoning, setZoning] = useState<Organisation | null>(null);

  async function select(org: Organisation) {
    if (selecting) return;
    setPageError(null);
    setSelecting(org.uuid);
    try {
      const result = await callEndpoint(orgsBffRoutes.selectOrg, {
        body: { uuid: org.uuid },
      });
      // A whole page load: everything on screen belongs to the organisation just chosen, and no
      // client-side refresh is left running behind the new page.
      window.location.assign(result.redirectTo);
    } catch (cause) {
      setPageError(failureMessage(cause));
      setSelecting(null);
    }
  }

  async function startAdd() {
    setPageError(null);
    setCheckingAdd(true);
    try {
      // Asked fresh each time: whether the user may create and delete organisations.
      const { canManage } = await callEndpoint(orgsBffRoutes.orgPermissions);
      if (canManage) setAdding(true);
      else setPageError(orgsMessages.createOrgDenied);
    } catch (cause) {
      setPageError(
        isApiError(cause) && cause.status === 403
          ? orgsMessages.createOrgDenied
          : failureMessage(cause),
      );
    } finally {
      setCheckingAdd(false);
    }
  }

  const closeDialogs = useCallback(() => {
    setAdding(false);
    setRenaming(null);
    setZoning(null);
    setDeleting(null);
  }, []);

  return {
    selecting,
    select,
    pageError,
    dismissError: () => setPageError(null),
    checkingAdd,
    startAdd,
    dialogs: { adding, renaming, zoning, deleting, onClose: closeDialogs },
    rename: setRenaming,
    changeTimeZone: setZoning,
    remove: setDeleting,
  };
}
