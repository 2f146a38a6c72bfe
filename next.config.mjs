/**
 * Next.js configuration: security headers for every response, and the packages that must stay
 * outside the server bundle (the embedded database and the PostgreSQL driver).
 * @type {import('next').NextConfig}
 */
import { csp, securityHeaders, API_POLICY, STATIC_POLICY } from './lib/http/response-headers.mjs';

const isDev = process.env.NODE_ENV !== 'production';

/**
 * Pages (and the error pages rendered for them) get their policy from proxy.ts: a per-request
 * nonce and the map tile host (server/settings/csp.ts). The paths the proxy skips get a
 * fixed policy here (lib/http/response-headers.mjs; in production the /api answers are written
 * by the fast path, server/http/fast-api.ts, with the same headers from the same module).
 */
const nextConfig = {
  poweredByHeader: false,
  // A shippable folder: `.next/standalone` runs with `node server.js`, without the dev
  // dependencies or tsx (npm run build copies the static files in: scripts/standalone-assets.ts).
  output: 'standalone',
  // The embedded provider reads its migrations from disk at start (provider/db/client.ts).
  outputFileTracingIncludes: { '/*': ['./provider/db/migrations/**/*'] },
  // `npm run typecheck` and `npm run lint` check the code (CI runs both); the build doesn't repeat
  // them (Next 16 no longer lints in the build at all).
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'nodemailer',
    'pdfkit',
    '@react-pdf/renderer',
  ],
  // The largest portal form (the permit checkout: three registration images of at most 5 MB)
  // must reach its action whole: proxy.ts answers a bigger body, or one over its page's own
  // cap, with a 413 page (PAGE_POST_MAX_BYTES in server/settings/form-posts.ts; tested). Next
  // hands only the first proxyClientMaxBodySize bytes (default 10 MB) on past the proxy.
  experimental: {
    serverActions: { bodySizeLimit: '16mb' },
    proxyClientMaxBodySize: '16mb',
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(!isDev) },
      // The same paths as proxy.ts's matcher excludes.
      { source: '/api/:path*', headers: csp(API_POLICY) },
      { source: '/_next/:path*', headers: csp(STATIC_POLICY) },
      { source: '/legal/:path*', headers: csp(STATIC_POLICY) },
      { source: '/logo.svg', headers: csp(STATIC_POLICY) },
      { source: '/favicon.ico', headers: csp(STATIC_POLICY) },
      { source: '/robots.txt', headers: csp(STATIC_POLICY) },
    ];
  },
};

export default nextConfig;
