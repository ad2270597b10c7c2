// The one router every app imports (ADR 0006): federation shares a package whole, so only the
// declarative API is shared, and tree shaking drops the data router and framework mode. Re-exports
// react-router-dom, where tests' MemoryRouter comes from, so both are one module under vitest.
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
