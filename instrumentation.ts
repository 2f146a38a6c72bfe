/**
 * Runs once when the server starts: stamps each request with its client's address from the
 * socket (server/bff/client-ip.ts); in one-process mode, opens the embedded provider (database,
 * migrations, demo seed on an empty database) so the first sign-in does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./server/bff/client-ip')).stampClientAddresses();
  if (process.env.PROVIDER_API_URL) return;
  const { getProvider } = await import('./provider');
  await getProvider();
}
