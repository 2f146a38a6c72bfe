/**
 * Next.js configuration: security headers for every response, and the packages that must stay
 * outside the server bundle (the embedded database and the PostgreSQL driver).
 * @type {import('next').NextConfig}
 */
const isDev = process.env.NODE_ENV !== 'production';

/**
 * Pages (and the error pages rendered for them) get their policy from middleware.ts: a per-request
 * nonce and the map tile host (server/settings/csp.ts). The paths the middleware skips get a
 * fixed policy here: API answers (JSON, CSV, PDF, scan images) run nothing and embed nothing.
 */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
/** Static files: the legal pages (a stylesheet and the logo), the logo, Next's built assets. */
const staticPolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ...(isDev
    ? []
    : [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]),
];

const csp = (value) => [{ key: 'Content-Security-Policy', value }];

const nextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` and `npm run lint` check the code (CI runs both); the build doesn't repeat them.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pdfkit'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The same paths as middleware.ts's matcher excludes.
      { source: '/api/:path*', headers: csp(apiPolicy) },
      { source: '/_next/:path*', headers: csp(staticPolicy) },
      { source: '/legal/:path*', headers: csp(staticPolicy) },
      { source: '/logo.svg', headers: csp(staticPolicy) },
      { source: '/favicon.ico', headers: csp(staticPolicy) },
      { source: '/robots.txt', headers: csp(staticPolicy) },
    ];
  },
};

/**
 * Client bundles: the app's own modules (lib/, components/) that several routes share go into
 * shared chunks however small they are, instead of a copy in every route's and layout's chunk
 * (Next only splits shared modules above 20 kB), so a page with its layouts downloads each once.
 */
nextConfig.webpack = (config, { isServer, dev }) => {
  const splitChunks = config.optimization?.splitChunks;
  if (!isServer && !dev && splitChunks && splitChunks.cacheGroups) {
    splitChunks.cacheGroups.appShared = {
      test: (module) => {
        const resource = module.resource ?? '';
        return !resource.includes('node_modules') && /[\\/](lib|components)[\\/]/.test(resource);
      },
      chunks: 'all',
      minChunks: 2,
      minSize: 0,
      priority: 5,
      reuseExistingChunk: true,
    };
  }
  return config;
};

export default nextConfig;
