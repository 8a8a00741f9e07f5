import { Button } from '../components/ui/button';
import { Row } from './log-styles';

interface LogToolbarProps {
  paused: boolean;
  onTogglePause: () => void;
  onClear: () => void;
  onCopy: () => void;
}

/** Pause/resume, clear and copy: real buttons, so they work from the keyboard. */
export function LogToolbar({ paused, onTogglePause, onClear, onCopy }: LogToolbarProps) {
  return (
    <Row role="group" aria-label="Event log actions">
      <Button size="sm" variant="secondary" onClick={onTogglePause}>
        {paused ? 'Resume' : 'Pause'}
      </Button>
      <Button size="sm" variant="secondary" onClick={onClear}>
        Clear
      </Button>
      <Button size="sm" variant="secondary" onClick={onCopy}>
        Copy as JSON
      </Button>
    </Row>
  );
}
