// Test helpers for the admin area: the real pages inside the real providers
// and a memory router, with global.fetch answered by a small in-memory API
// (the boundary the SPA really talks to).
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ContactSubmission, Event, EventRegistration, GalleryItem, Testimonial } from '../../../../contract/schemas';
import { Providers } from '../../app/providers';
import AdminDashboardPage from '../../pages/admin-dashboard-page';
import AdminLoginPage from '../../pages/admin-login-page';
import { toaster } from '../../components/toaster';

// jsdom has no PointerEvent; Chakra's switch (zag press handling) constructs one.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}

export type Call = { method: string; path: string; body: unknown; authorization: string | null };
type Answer = { status: number; body?: unknown };
type Override = (call: Call) => Answer | Promise<Answer> | undefined;

export type Store = {
  events: Event[];
  testimonials: Testimonial[];
  gallery: GalleryItem[];
  contacts: ContactSubmission[];
  registrations: EventRegistration[];
};

export const TOKEN = 'test-token';

export function event(over: Partial<Event> = {}): Event {
  return {
    id: 'evt-1',
    title: 'Choir Masterclass',
    description: 'A day of choral training',
    date: '2030-03-14',
    startTime: '10:00 AM',
    endTime: '4:00 PM',
    location: 'Lagos Concert Hall',
    address: 'Victoria Island',
    price: '₦15,000',
    maxParticipants: 40,
    seatsTaken: 12,
    imageUrl: undefined,
    isActive: true,
    createdAt: '2025-01-02T09:00:00.000Z',
    ...over,
  };
}

export function contact(over: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: 'c-1',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: undefined,
    service: undefined,
    message: 'I would like piano lessons for my son.',
    createdAt: '2025-05-01T09:00:00.000Z',
    ...over,
  };
}

export function registration(over: Partial<EventRegistration> = {}): EventRegistration {
  return {
    id: 'r-1',
    name: 'Tunde Bakare',
    email: 'tunde@example.com',
    phone: '08012345678',
    eventId: 'evt-1',
    createdAt: '2025-05-02T09:00:00.000Z',
    ...over,
  };
}

/** An in-memory admin API behind global.fetch. `override` answers first when it returns something. */
export function fakeApi(initial: Partial<Store> = {}) {
  const store: Store = { events: [], testimonials: [], gallery: [], contacts: [], registrations: [], ...initial };
  const calls: Call[] = [];
  const api = { store, calls, override: undefined as Override | undefined, sessionExpired: false };
  let nextId = 100;
  const labels: Record<string, string> = { events: 'Event', testimonials: 'Testimonial', gallery: 'Gallery item', contacts: 'Contact message', registrations: 'Registration' };

  async function answer(call: Call): Promise<Answer> {
    const custom = await api.override?.(call);
    if (custom) return custom;
    if (call.path === '/api/admin/login') return { status: 200, body: { success: true, token: TOKEN, message: 'Login successful' } };
    if (call.path === '/api/admin/logout') return { status: 200, body: { success: true, message: 'Logged out' } };
    if (api.sessionExpired || call.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: { success: false, message: 'Unauthorized' } };
    const [, , , resource, id] = call.path.split('/') as [string, string, string, keyof Store, string | undefined];
    const list = store[resource] as { id: string }[];
    if (call.method === 'GET') return { status: 200, body: { data: list } };
    if (call.method === 'DELETE') {
      store[resource] = list.filter((x) => x.id !== id) as never;
      return { status: 200, body: { success: true, message: `${labels[resource]} deleted successfully` } };
    }
    if (call.method === 'POST') {
      const created = { ...(call.body as object), id: `new-${nextId++}`, createdAt: new Date().toISOString(), seatsTaken: 0 };
      store[resource] = [created, ...list] as never;
      return { status: 201, body: { success: true, message: `${labels[resource]} created successfully`, id: created.id } };
    }
    store[resource] = list.map((x) => (x.id === id ? { ...x, ...(call.body as object) } : x)) as never;
    return { status: 200, body: { success: true, message: `${labels[resource]} updated successfully` } };
  }

  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      // The API client always sends JSON text.
      body: init.body ? JSON.parse(init.body as string) : undefined,
      authorization: headers.Authorization ?? null,
    };
    calls.push(call);
    const { status, body } = await answer(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: status === 401 ? 'Unauthorized' : 'Error', text: async () => text } as Response;
  }) as typeof fetch;

  return api;
}

/** Where the app is now (jsdom lacks the Request that data routers need, so a plain MemoryRouter). */
export const here = { path: '', search: '' };
function LocationProbe() {
  const location = useLocation();
  // After commit, not during render: render must not write outside the component.
  useEffect(() => {
    here.path = location.pathname;
    here.search = location.search;
  }, [location]);
  return null;
}

/** Renders the admin pages (and a stand-in public home) at `path`. */
export function renderAdmin(path: string) {
  return render(
    <Providers swrCache={() => new Map()}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="/admin" element={<AdminDashboardPage />} />
          <Route path="/" element={<p>Public home</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

export function resetAdminTestState() {
  window.localStorage.clear();
  act(() => {
    toaster.remove();
  });
  jest.restoreAllMocks();
}
