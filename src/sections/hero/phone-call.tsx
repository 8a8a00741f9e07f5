import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { MobileOnly } from '../../components/responsive';
import { formatPhoneNumber } from '../../content/phone';
import { demoText } from '../../content/site';
import { media } from '../../shared/theme';

// The demo on a phone (demo-control.tsx has the desktop's): the demo line, to ring.

const PhoneControl = styled(MobileOnly)`
  display: grid;
  gap: 0.625rem;
  ${media.desktop} {
    display: none;
  }
  /* One line down to 320 px: the label is the product's call to action. */
  a {
    width: 100%;
    padding-inline: 0.75rem;
    white-space: nowrap;
  }
  @media (max-width: 359.98px) {
    a {
      font-size: 1rem;
    }
  }
`;

const DemoLine = styled.p`
  && {
    margin: 0;
    font-size: 0.9375rem;
    text-align: center;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  strong {
    color: ${({ theme }) => theme.colour.onNight};
    font-weight: 650;
    letter-spacing: 0.01em;
  }
`;

/** On a phone the demo is a real call: the line's number, to dial. */
export function PhoneCall({ phoneNumber }: { phoneNumber: string }) {
  return (
    <PhoneControl>
      <Button href={`tel:${phoneNumber}`} variant="hero" size="xl" data-testid="call-now-link">
        {demoText.callNow}
      </Button>
      <DemoLine>
        Demo line <strong>{formatPhoneNumber(phoneNumber)}</strong>
      </DemoLine>
    </PhoneControl>
  );
}
