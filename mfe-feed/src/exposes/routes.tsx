// What the shell loads (remote contract, ADR 0001): this remote's routes, relative to /feed.
import { Route, Routes } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { FeedPage } from '../pages/feed-page';

export default function FeedRoutes() {
  return (
    <Routes>
      <Route index element={<FeedPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
