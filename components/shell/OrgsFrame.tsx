import type { ReactNode } from 'react';
import type { SessionInfo } from '@/lib/contract/auth/bff';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { UserMenu } from './UserMenu';

export interface OrgsFrameProps {
  user: SessionInfo['user'];
  children: ReactNode;
}

/** The frame of /orgs and /orgs/create: header with the user menu, no tabs, footer. */
export function OrgsFrame({ user, children }: OrgsFrameProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200 bg-white">
        <AppHeader
          homeHref="/orgs"
          right={<UserMenu fullname={user.fullname} email={user.email} />}
        />
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
