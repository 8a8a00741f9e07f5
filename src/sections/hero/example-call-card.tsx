import { LogoMark } from '../../components/logo';
import { Caption, Card, Footer } from './hero-card';

/** A sample of the SMS and email summary a church receives after each call; hidden, it holds the card's size. */
export function ExampleCallCard({ hidden = false }: { hidden?: boolean }) {
  return (
    <Card aria-label="Example call summary" data-testid="example-card" aria-hidden={hidden || undefined}>
      <Caption>
        <LogoMark size={28} />
        Example call summary
      </Caption>
      <dl>
        <dt>Caller</dt>
        <dd>Margaret, parishioner</dd>
        <dt>Needs</dt>
        <dd>A hospital visit for her husband this week</dd>
        <dt>Routed to</dt>
        <dd>Pastoral care</dd>
        <dt>Booked</dt>
        <dd>Thursday 2:30 pm with Rev. Sarah</dd>
        <dt>Sent</dt>
        <dd>SMS and email summary to the office</dd>
      </dl>
      <Footer>Handled by Vestry AI at 9:42 pm</Footer>
    </Card>
  );
}
