import styled from 'styled-components';
import { media } from '../shared/theme';

// Both variants are in the prerendered HTML; CSS shows one, and display:none takes the
// other out of the tab order and the accessibility tree. No layout shift, no JS needed.
export const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  ${media.desktop} {
    display: none;
  }
`;
