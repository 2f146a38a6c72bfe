/**
 * Next.js configuration: security headers for every response, and the packages that must stay
 * outside the server bundle (the embedded database and the PostgreSQL driver).
 * @type {import('next').NextConfig}
 */
const isDev = process.env.NODE_ENV !== 'production';

const contentSecurityPolicy = [
  "default-src 'self'",
  // Next injects inline bootstrap scripts; dev mode also needs eval for fast refresh.
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // Map tiles (any https tile server chosen in settings) and data: URLs for generated images.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ...(isDev
    ? []
    : [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]),
];

const nextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` and `npm run lint` check the code (CI runs both); the build doesn't repeat them.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pdfkit'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
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
