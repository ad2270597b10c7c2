// What the shell loads (remote contract, ADR 0001): this remote's routes, relative to /home.
import { Route, Routes } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { HomePage } from '../pages/home-page';

export { prefetchFirstScreen } from '../first-screen';

export default function HomeRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
