/**
 * Runs once when the server starts: in one-process mode, opens the embedded provider (database,
 * migrations, demo seed on an empty database) so the first sign-in does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.PROVIDER_API_URL) return;
  const { getProvider } = await import('./provider');
  await getProvider();
}
