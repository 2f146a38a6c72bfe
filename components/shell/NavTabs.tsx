import { Tabs } from '@/components/ui/Tabs';
import { navigationIn, type NavTab } from '@/lib/rules/shell/nav-match';

export interface NavTabsProps {
  pathname: string;
  /** The tabs the account sees (navFor, built on the server). */
  nav: NavTab[];
}

/** The top tabs and the active area's sub-tabs for a path (spec 1 §2). */
export function NavTabs({ pathname, nav }: NavTabsProps) {
  const { tabs, subTabs } = navigationIn(pathname, nav);
  const activeTab = tabs.find((t) => t.active);
  return (
    <>
      <div className="border-t border-gray-100">
        <div className="mx-auto max-w-screen-2xl px-2 sm:px-4">
          <Tabs items={tabs} ariaLabel="Main" variant="primary" />
        </div>
      </div>
      {subTabs.length > 0 ? (
        <div className="border-t border-gray-200 bg-white">
          <div className="mx-auto max-w-screen-2xl px-2 sm:px-4">
            <Tabs
              items={subTabs}
              ariaLabel={`${activeTab?.label ?? 'Section'} pages`}
              variant="secondary"
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
