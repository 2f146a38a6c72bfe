/**
 * A multipart form as finished bytes with its Content-Type (boundary included). The BFF sends
 * uploads to the provider this way, never as a FormData body: the provider then sees a truthful
 * Content-Length and can refuse an oversized upload before reading it, and Node 24's fetch
 * streams a FormData body with a source that throws an unhandled "ReadableStream is already
 * closed" when the receiver stops reading early (the in-process provider does, past a cap).
 * The uploads it carries are capped (a few MB), so holding them in memory is fine.
 */
export async function multipartBody(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType };
}
