import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { API_ROUTES, type RouteId } from '@shop/shared';
import { apiFetch } from '../../../src/api/client';
import { AuthContext } from '../../../src/session/auth/auth-context';
import { signedInAuth } from '../../shell/signed-in';

interface Call {
  id: RouteId;
  request: { query?: Record<string, unknown>; params?: Record<string, unknown>; body?: unknown };
}
export type Answer = (call: Call) => unknown;

/**
 * Answers apiFetch calls (mocked with vi.mock of the client module) from `answer`,
 * through the route's response schema, as the client parses it, so the shared schemas check the fixtures too.
 */
export const answerApi = (answer: Answer) => {
  const calls: Call[] = [];
  vi.mocked(apiFetch).mockImplementation(async (id: RouteId, request?: Call['request']) => {
    const call = { id, request: request ?? {} };
    calls.push(call);
    return API_ROUTES[id].schemas.response.parse(await answer(call));
  });
  return calls;
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname + useLocation().search}</output>;
}

/** One page at `path`, matched by `pattern`, for a signed-in user with `groups`. */
export const renderPage = (
  page: ReactNode,
  { path, pattern = path, groups = ['SUPER_ADMIN'] }: { path: string; pattern?: string; groups?: string[] },
) => {
  const auth = signedInAuth({ email: 'ayse@example.com', givenName: 'Ayşe', familyName: 'Yılmaz', groups });
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
};

/** A promise the test settles when it wants (a request still in flight). */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
