import type { ReactElement } from 'react';
import { Switch, SwitchLink } from './top-tab-switch.styles';

/** The fixed top switch of /moment and /moment/bucket; NavLink sets aria-current="page" on the active one. */
export function TopTabSwitch(): ReactElement {
  return (
    <Switch aria-label="모멘트 화면 전환">
      <SwitchLink to="/moment" end>
        모멘트
      </SwitchLink>
      <SwitchLink to="/moment/bucket" end>
        버킷리스트
      </SwitchLink>
    </Switch>
  );
}
