// What the shell loads (remote contract, ADR 0001): this remote's routes, relative to /moment.
import { Route, Routes } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { MomentPage } from '../pages/moment-page';
import { BucketPage } from '../pages/bucket-page';
import { MomentUploadPage } from '../pages/moment-upload-page';
import { BucketUploadPage } from '../pages/bucket-upload-page';
import { SelectModePage } from '../pages/select-mode-page';
import { CreateMomentPage } from '../pages/create-moment-page';
import { CompletePage } from '../pages/complete-page';
import { BucketProofsPage } from '../pages/bucket-proofs-page';

export default function MomentRoutes() {
  return (
    <Routes>
      <Route index element={<MomentPage />} />
      <Route path="bucket" element={<BucketPage />} />
      <Route path="upload/:id" element={<MomentUploadPage />} />
      <Route path="bucket/upload/:id" element={<BucketUploadPage />} />
      <Route path="bucket/proofs/:id" element={<BucketProofsPage />} />
      <Route path="select-mode/:id" element={<SelectModePage />} />
      <Route path="create-moment/:id" element={<CreateMomentPage />} />
      {/* Without an id in the URL the page falls back to route state, then session storage. */}
      <Route path="create-moment" element={<CreateMomentPage />} />
      <Route path="complete" element={<CompletePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
