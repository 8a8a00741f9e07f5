/** A toast the page should show. Streams decide the words; React decides the looks. */
export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}
