// How to put the app on an iPhone's or iPad's home screen, which only the person can do (Safari has no
// install dialog a page could open). The words are docs/product-spec.md's, shared by the shell's
// install offer and My page's notification settings.

/** The share button then the menu item, as Safari (and any iOS browser since 16.4) names them. */
export const ADD_TO_HOME_SCREEN_STEP = "공유 버튼(⬆︎)을 누른 뒤 '홈 화면에 추가'를 선택하세요";
