import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/shell/AppProviders';
import { requestTimeZone } from '@/server/first-view';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Vert Dashboard', template: '%s · Vert Dashboard' },
  description: 'Parking management and license plate recognition for parking organizations.',
  icons: { icon: '/logo.svg' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1d53ee',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: Next puts the request's CSP nonce (proxy.ts) on its
  // scripts, and a page prerendered at build time would carry none.
  await connection();
  // Dates render on the server in the browser's zone once its cookie has told it.
  const serverTimeZone = await requestTimeZone();
  return (
    <html lang="en">
      <body>
        <AppProviders serverTimeZone={serverTimeZone}>{children}</AppProviders>
      </body>
    </html>
  );
}
