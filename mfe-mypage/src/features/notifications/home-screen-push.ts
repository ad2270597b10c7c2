// Web Push on an iPhone or iPad exists only in the app opened from the home screen (iOS 16.4 on):
// in a browser tab there, the screen says so and shows how to add the app, instead of a switch that
// cannot work. The words are docs/product-spec.md's.

export const PUSH_NEEDS_HOME_SCREEN = 'iPhone과 iPad에서는 홈 화면에 추가한 앱에서만 리마인더와 친구 소식을 푸시 알림으로 받을 수 있어요.';
export const OPEN_FROM_HOME_SCREEN_STEP = '홈 화면의 모멘텀 아이콘으로 앱을 연 뒤 알림 설정에서 푸시 알림을 켜세요';
export const HOME_SCREEN_STEPS_LABEL = '홈 화면에 추가하는 방법';
