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
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'nodemailer',
    'pdfkit',
    '@react-pdf/renderer',
  ],
  // The largest portal form (the permit checkout: three registration images of at most 5 MB)
  // must reach its action whole: middleware.ts answers a bigger body, or one over its page's own
  // cap, with a 413 page (PAGE_POST_MAX_BYTES in server/settings/form-posts.ts; tested). Next
  // hands only the first middlewareClientMaxBodySize bytes (default 10 MB) on past the middleware.
  experimental: {
    serverActions: { bodySizeLimit: '16mb' },
    middlewareClientMaxBodySize: '16mb',
  },
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
 * Client bundles (issue 11: first-load JS budget, counted with the layouts):
 * - the modules that the root layout or the dashboard layout loads (the app's own, SWR, next/link)
 *   go into one chunk per layout ("frame", "dashboard-frame"): every page under the layout
 *   downloads them anyway, a page's chunks never repeat them, and one file compresses better
 *   than a dozen small ones;
 * - the app's other modules that several routes share go into shared chunks once they are worth
 *   a request (SHARED_MIN_BYTES); smaller ones are copied into each route's chunk (Next itself
 *   only splits shared modules above 20 kB).
 */
const SHARED_MIN_BYTES = 40_000;

/**
 * Whether a module goes into a layout's frame chunk: any script module (the app's own, SWR,
 * next/link and its helpers …) the layout loads; React and Next's runtime stay in Next's own
 * framework chunks (a cache group of higher priority).
 */
function frameModule(module) {
  return (
    (module.type ?? '').startsWith('javascript') &&
    !String(module.identifier?.() ?? '').includes('next-flight-client-entry-loader')
  );
}

/** Whether a module is the app's own code (not a package). */
function appModule(module) {
  const resource = module.resource ?? '';
  return !resource.includes('node_modules') && /[\\/](lib|components)[\\/]/.test(resource);
}

/** Whether a module is loaded by the named layout's chunk (e.g. 'app/layout'). */
function inLayout(module, chunkGraph, name) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunk.name === name) return true;
  }
  return false;
}

nextConfig.webpack = (config, { isServer, dev }) => {
  const splitChunks = config.optimization?.splitChunks;
  if (!isServer && !dev && splitChunks && splitChunks.cacheGroups) {
    splitChunks.cacheGroups.frame = {
      name: 'frame',
      test: (module, { chunkGraph }) =>
        frameModule(module) && inLayout(module, chunkGraph, 'app/layout'),
      chunks: 'all',
      enforce: true,
      priority: 30,
    };
    splitChunks.cacheGroups.dashboardFrame = {
      name: 'dashboard-frame',
      test: (module, { chunkGraph }) =>
        frameModule(module) && inLayout(module, chunkGraph, 'app/(dashboard)/layout'),
      chunks: 'all',
      enforce: true,
      priority: 29,
    };
    splitChunks.cacheGroups.appShared = {
      test: appModule,
      chunks: 'all',
      minChunks: 2,
      minSize: SHARED_MIN_BYTES,
      priority: 5,
      reuseExistingChunk: true,
    };
  }
  return config;
};

export default nextConfig;
