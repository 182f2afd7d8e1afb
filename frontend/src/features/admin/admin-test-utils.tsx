// Test helpers for the admin area: the real pages inside the real providers
// and a memory router, and example records. The API they talk to is msw's
// (test/msw/admin-api.ts): the boundary the SPA really talks to.
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ContactSubmission, Event, EventRegistration } from '../../../../contract/schemas';
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

export function event(over: Partial<Event> = {}): Event {
  return {
    id: 'evt-1',
    title: 'Choir Masterclass',
    description: 'A day of choral training',
    date: '2030-03-14',
    startTime: '10:00',
    endTime: '16:00',
    location: 'Lagos Concert Hall',
    address: 'Victoria Island',
    price: 15000,
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

/** Where the app is now. */
export const here = { path: '', search: '' };
function LocationProbe() {
  const location = useLocation();
  // After commit: writing shared state during render is what React forbids.
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
