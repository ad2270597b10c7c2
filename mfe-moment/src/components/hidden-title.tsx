import styled from 'styled-components';
import { PageTitle } from '@momentum/ui/page';
import { visuallyHiddenCss } from '@momentum/ui/visually-hidden';

/** The screen's h1 for screen readers where the visible top is the tab switch. */
export const HiddenTitle = styled(PageTitle)`
  ${visuallyHiddenCss}
`;
