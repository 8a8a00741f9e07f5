import styled from 'styled-components';
import { media } from '../../shared/theme';
import { useStreams } from '../../shared/streams-context';

// Phones call the real demo line, so the note is for the in-browser demo only.
const Note = styled.p`
  ${media.mobile} { display: none; }
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colour.onNightMuted};
`;

/** Says, discreetly, that the assistant on this build is simulated in the browser. */
export function SimulatedNote() {
  const { simulated } = useStreams();
  if (!simulated) return null;
  return <Note data-testid="simulated-note">Demo mode: you will talk to a simulated assistant that runs in your browser.</Note>;
}
