'use client';
import { useActionState, type ChangeEvent } from 'react';
import { resizeLogo } from '@/components/portal/branding/resize-logo';
import { FileField } from '@/components/portal/customer/FileField';
import { FormError } from '@/components/portal/customer/FormError';
import { SubmitButton } from '@/components/portal/customer/SubmitButton';
import type { PortalTheme } from '@/components/portal/customer/theme';
import { AppellantFields } from './AppellantFields';
import type { NoticeFormState } from './form-state';

const box =
  'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900';

/**
 * With scripts, the chosen photos are shrunk in the browser before the form is sent (spec 3 §5
 * Images: at most 500 px wide at quality 0.7), so a phone's large photos pass the size cap; a
 * photo the browser cannot read is sent as chosen and the provider checks it. Without scripts
 * the originals are sent.
 */
async function shrinkPhotos(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const files = [...(input.files ?? [])];
  if (files.length === 0 || typeof DataTransfer === 'undefined') return;
  try {
    const resized = await Promise.all(
      files.map(async (file, i) => {
        const small = await resizeLogo(file);
        const ext = small.type === 'image/webp' ? 'webp' : 'jpg';
        return new File([small], `evidence-${i + 1}.${ext}`, { type: small.type });
      }),
    );
    const list = new DataTransfer();
    for (const file of resized) list.items.add(file);
    input.files = list.files;
  } catch {
    // Keep the originals.
  }
}

/** An appeal of a notice (once per notice): the appellant's details, the reason, up to 4 images. */
export function AppealForm(props: {
  subdomain: string;
  uuid: string;
  plate: string;
  theme: PortalTheme;
  action: (state: NoticeFormState, form: FormData) => Promise<NoticeFormState>;
}) {
  const [state, action] = useActionState<NoticeFormState, FormData>(props.action, {});
  const v = state.values ?? {};
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="subdomain" value={props.subdomain} />
      <input type="hidden" name="uuid" value={props.uuid} />
      <AppellantFields values={v} plate={props.plate} />
      <div>
        <label htmlFor="field-reason" className="block text-sm font-medium text-gray-900">
          Reason for your appeal
        </label>
        <textarea
          id="field-reason"
          name="reason"
          rows={6}
          maxLength={4000}
          required
          defaultValue={v.reason}
          className={box}
        />
      </div>
      <FileField
        label="Photos (optional)"
        name="images"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={(event) => void shrinkPhotos(event)}
        hint="Up to 4 photos (JPEG, PNG or WebP), each at most 3 MB."
        className="mt-1 block w-full text-base text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-gray-200 file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      <FormError message={state.error} />
      <SubmitButton label="Submit appeal" busyLabel="Submitting..." theme={props.theme} />
      <p className="text-center text-xs text-gray-700">Each notice can be appealed once.</p>
    </form>
  );
}
