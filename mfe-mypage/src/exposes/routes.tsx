// What the shell loads (remote contract, ADR 0001): this remote's routes, relative to /mypage.
import { Route, Routes } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { MypagePage } from '../pages/mypage-page';
import { AddFriendPage } from '../pages/add-friend-page';
import { EditProfilePage } from '../pages/edit-profile-page';
import { NotificationSettingsPage } from '../pages/notification-settings-page';
import { InvitePage } from '../pages/invite-page';
import { DiaryPage } from '../pages/diary-page';
import { DiaryDayPage } from '../pages/diary-day-page';

export default function MypageRoutes() {
  return (
    <Routes>
      <Route index element={<MypagePage />} />
      <Route path="friend" element={<AddFriendPage />} />
      <Route path="edit" element={<EditProfilePage />} />
      <Route path="notifications" element={<NotificationSettingsPage />} />
      <Route path="invite/:friendCode" element={<InvitePage />} />
      <Route path="diary" element={<DiaryPage />} />
      <Route path="diary/:month" element={<DiaryPage />} />
      <Route path="diary/day/:date" element={<DiaryDayPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
