/**
 * The router API of the whole site, shared as one federated singleton.
 * Sharing react-router itself would ship all of it (data routers, server
 * rendering) in the shell's first load; re-exporting what we use lets each
 * build tree-shake it while every root still sees one router module (one set
 * of contexts). Import routing from here, never from react-router directly:
 * `direct-imports.test.ts` enforces it. See docs/decisions/0005.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  matchRoutes,
  createPath,
} from 'react-router';
export type { Location, Navigator, To } from 'react-router';
