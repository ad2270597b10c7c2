// Safari has no install dialog a page could open: the person follows these words (docs/product-spec.md's),
// as Safari and any iOS browser since 16.4 name the button and the menu item.

export const ADD_TO_HOME_SCREEN_STEP = "공유 버튼(⬆︎)을 누른 뒤 '홈 화면에 추가'를 선택하세요";
