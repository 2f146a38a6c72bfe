/**
 * A multipart body for a Request that a test hands to a handler in-process, as a plain pull
 * stream of the encoded form. Not `body: form` nor `new Response(form).body`: the stream Node's
 * fetch (undici) makes of a FormData enqueues its next part after the reader has cancelled it —
 * which a body limit does on purpose — and on Node 24 that throws ERR_INVALID_STATE ("ReadableStream
 * is already closed") outside any promise, failing the test that provoked the cut-off. Requests
 * from a socket (the production servers) don't come from such a stream.
 */
export async function multipartBody(
  form: FormData,
): Promise<{ body: ReadableStream<Uint8Array>; contentType: string }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const CHUNK = 64 * 1024;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + CHUNK));
      offset += CHUNK;
    },
  });
  return { body, contentType };
}
