import styled from 'styled-components';
import { PRIVACY_PATH, privacyLineText } from '../../content/privacy-line';
import { media } from '../../shared/theme';
import { useStreams } from '../../shared/streams-context';

// Beside Start (desktop: phones call the demo line instead), in the prerendered HTML, so it moves nothing.
const Line = styled.p`
  ${media.mobile} {
    display: none;
  }
  && {
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  a {
    color: ${({ theme }) => theme.colour.onNight};
    font-weight: 600;
    text-decoration: underline;
  }
`;

/** What happens to the demo call, in one line, and the link to the privacy page. */
export function PrivacyLine() {
  const { simulated } = useStreams();
  return (
    <Line data-testid="privacy-line">
      {simulated ? privacyLineText.simulated : privacyLineText.live} <a href={PRIVACY_PATH}>{privacyLineText.link}</a>
    </Line>
  );
}
