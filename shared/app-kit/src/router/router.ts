// The one router every app uses (ADR 0006). Module Federation shares a package as a whole, and
// react-router ships its data router, framework mode and server helpers in the same files: shared
// whole, it cost 52 KB (brotli) on every first visit. This module is what is shared instead: the
// declarative router the apps use, so tree shaking leaves the rest out. Apps import the router from
// here, never from react-router or react-router-dom (a lint rule enforces it; tests may). It re-exports
// react-router-dom, the entry the tests' MemoryRouter comes from, so both are one module under vitest.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, RouteObject } from 'react-router-dom';
