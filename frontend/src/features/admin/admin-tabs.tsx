// The dashboard's tabs, once (issue 40, the admin on a phone): the Overview, the first screen after
// sign-in, is in the dashboard's own chunk; every other tab's code is a chunk of its own, loaded the
// first time the tab opens or while the browser is idle after sign-in (preloadAdminTabs), so the
// first screen downloads and runs only what it shows.
import { Stack } from '@chakra-ui/react/stack';
import { lazy, type ComponentType } from 'react';
import { loadWhenIdle } from '../../lib/load-when-idle';
import { OverviewTab } from './overview-tab';

type PanelModule = { default: ComponentType };

export type AdminTab = {
  value: string;
  label: string;
  Panel: ComponentType;
  /** Fetches the tab's chunk (no render); undefined for a tab in the dashboard's own chunk. */
  preload?: () => Promise<PanelModule>;
};

/** A tab whose panel loads on demand; the loader runs once, whoever asks first (a tap or the idle preload). */
function lazyTab(value: string, label: string, load: () => Promise<PanelModule>): AdminTab {
  let loading: Promise<PanelModule> | undefined;
  // A chunk that failed to arrive (the phone offline) is asked for again the next time.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { value, label, Panel: lazy(preload), preload };
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  lazyTab('events', 'Events', async () => {
    const [{ ResourceTab }, { eventResource }] = await Promise.all([import('./resource-tab'), import('./resources/event-resource')]);
    return { default: () => <ResourceTab config={eventResource} /> };
  }),
  lazyTab('promo-codes', 'Promo codes', () => import('./promo-codes-tab').then((m) => ({ default: m.PromoCodesTab }))),
  lazyTab('testimonials', 'Testimonials', async () => {
    const [{ ResourceTab }, { testimonialResource }] = await Promise.all([import('./resource-tab'), import('./resources/testimonial-resource')]);
    return { default: () => <ResourceTab config={testimonialResource} /> };
  }),
  lazyTab('gallery', 'Gallery', async () => {
    const [{ ResourceTab }, { galleryResource }, { GalleryOrderCard }] = await Promise.all([
      import('./resource-tab'),
      import('./resources/gallery-resource'),
      import('./gallery-order-card'),
    ]);
    return {
      default: () => (
        <>
          <GalleryOrderCard />
          <ResourceTab config={galleryResource} />
        </>
      ),
    };
  }),
  lazyTab('programmes', 'Programmes', () => import('./programmes/programmes-tab').then((m) => ({ default: m.ProgrammesTab }))),
  lazyTab('forms', 'Forms', () => import('./forms-tab').then((m) => ({ default: m.FormsTab }))),
  lazyTab('content', 'Content', () => import('./content/content-tab').then((m) => ({ default: m.ContentTab }))),
  lazyTab('people', 'People', () => import('./people-tab').then((m) => ({ default: m.PeopleTab }))),
  lazyTab('announcements', 'Announcements', () => import('./announcements-tab').then((m) => ({ default: m.AnnouncementsTab }))),
  lazyTab('accounts', 'Accounts', async () => {
    const [{ AdminsCard }, { MyAccountCard }, { TwoStepCard }, { SecurityPolicyCard }] = await Promise.all([
      import('./admins-card'),
      import('./sessions-card'),
      import('./two-step-card'),
      import('./security-policy-card'),
    ]);
    return {
      default: () => (
        <Stack gap="6">
          <AdminsCard />
          <MyAccountCard />
          <TwoStepCard />
          <SecurityPolicyCard />
        </Stack>
      ),
    };
  }),
  lazyTab('audit', 'Audit', () => import('./audit-tab').then((m) => ({ default: m.AuditTab }))),
];

export const DEFAULT_ADMIN_TAB = 'overview';

/**
 * Every tab's chunk, fetched and run while the browser has nothing else to do after sign-in, one at a
 * time (lib/load-when-idle.ts): a tab opened later renders without waiting for the network, and a tap
 * that comes meanwhile waits for one tab's module at most. Answers a function that stops what has not run.
 */
export const preloadAdminTabs = (tabs: readonly AdminTab[] = ADMIN_TABS): (() => void) => loadWhenIdle(tabs.flatMap((tab) => (tab.preload ? [tab.preload] : [])));
