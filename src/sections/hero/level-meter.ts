import styled from 'styled-components';

// A level meter's track and fill, drawn by its fill's transform: the call's meters and the sound check's.

/** The track: as wide as its row gives it. */
export const Track = styled.div`
  flex: 1 1 3rem;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.18);
  overflow: hidden;
`;

export const Fill = styled.div`
  height: 100%;
  transform-origin: left center;
  background: ${({ theme }) => theme.colour.accent};
  transition: transform 90ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The visitor's own level, in green: in a call and in the sound check. */
export const MicFill = styled(Fill)`
  background: #5fd38d;
`;
