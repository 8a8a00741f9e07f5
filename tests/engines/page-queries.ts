// What a test points at, and the one in-page function that finds it. The function is sent
// to the page as its source by each driver, so it must not use anything outside its body.

export type Role = 'button' | 'link' | 'heading' | 'textbox' | 'navigation' | 'region' | 'status' | 'alert' | 'listitem';

/** An element, the way a visitor would name it; `within` narrows the search to a CSS selector's first match. */
export type Target =
  | { readonly role: Role; readonly name: string; readonly within?: string }
  | { readonly text: string; readonly exact?: boolean; readonly within?: string }
  | { readonly label: string; readonly within?: string }
  | { readonly testId: string; readonly within?: string }
  | { readonly css: string; readonly hasText?: string; readonly within?: string };

export type PageQuery =
  | { readonly kind: 'element'; readonly target: Target }
  | { readonly kind: 'count'; readonly target: Target }
  | { readonly kind: 'visible'; readonly target: Target }
  | { readonly kind: 'text'; readonly target: Target }
  | { readonly kind: 'texts'; readonly target: Target }
  | { readonly kind: 'value'; readonly target: Target }
  | { readonly kind: 'attribute'; readonly target: Target; readonly name: string }
  | { readonly kind: 'focused'; readonly target: Target }
  | { readonly kind: 'enabled'; readonly target: Target }
  | { readonly kind: 'select'; readonly target: Target }
  | { readonly kind: 'describe-focus' };

export type QueryResult = Element | string | string[] | number | boolean | null;

export function describeTarget(target: Target): string {
  const within = target.within ? ` in ${target.within}` : '';
  if ('role' in target) return `${target.role} "${target.name}"${within}`;
  if ('text' in target) return `text "${target.text}"${within}`;
  if ('label' in target) return `field labelled "${target.label}"${within}`;
  if ('testId' in target) return `[data-testid="${target.testId}"]${within}`;
  return `${target.css}${target.hasText ? ` with "${target.hasText}"` : ''}${within}`;
}

/**
 * Runs in the page. Roles and names follow the accessibility tree closely enough for this site:
 * aria-label, aria-labelledby, a field's <label>, else the text not hidden by aria-hidden. Of several matches the first
 * rendered one counts (as a visitor sees it), else the first.
 */
export function queryPage(query: PageQuery): QueryResult {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const rendered = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const ROLE_SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea, [role="textbox"]',
    navigation: 'nav, [role="navigation"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"], output',
    alert: '[role="alert"]',
    listitem: 'li, [role="listitem"]',
  };
  const labelText = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel) return squash(ariaLabel);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map((label) => label.textContent).join(' '));
    // Text hidden from assistive technology (aria-hidden) is not part of the name.
    const named = element.cloneNode(true) as Element;
    named.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return squash(named.textContent);
  };
  const root = (within: string | undefined): ParentNode | null => (within ? document.querySelector(within) : document);
  const matches = (target: Target): Element[] => {
    const scope = root(target.within);
    if (!scope) return [];
    if ('css' in target)
      return [...scope.querySelectorAll(target.css)].filter((element) => squash(element.textContent).includes(target.hasText ?? ''));
    if ('testId' in target) return [...scope.querySelectorAll(`[data-testid="${target.testId}"]`)];
    if ('label' in target) {
      const fields = [...scope.querySelectorAll('input, textarea, select')];
      return fields.filter((field) => {
        const labels = (field as HTMLInputElement).labels;
        // A label may carry a hint after the name: "Name (required)".
        return labels !== null && [...labels].some((label) => `${squash(label.textContent)} `.startsWith(`${target.label} `));
      });
    }
    if ('role' in target)
      return [...scope.querySelectorAll(ROLE_SELECTORS[target.role] ?? '*')].filter((element) => labelText(element) === target.name);
    const all = [...scope.querySelectorAll('body *')].filter((element) => {
      const text = squash(element.textContent);
      return target.exact === false ? text.includes(target.text) : text === target.text;
    });
    // The innermost elements with the text, not each of their ancestors.
    return all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
  };
  const first = (target: Target): Element | null => {
    const found = matches(target);
    return found.find(rendered) ?? found[0] ?? null;
  };
  const describe = (element: Element | null) =>
    element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${labelText(element).slice(0, 60)}"` : 'nothing';

  if (query.kind === 'describe-focus') return describe(document.activeElement);
  const { target } = query;
  switch (query.kind) {
    case 'element':
      return first(target);
    case 'count':
      return matches(target).filter(rendered).length;
    case 'visible': {
      const element = first(target);
      return element !== null && rendered(element);
    }
    case 'text': {
      const element = first(target);
      return element ? squash(element.textContent) : null;
    }
    case 'texts':
      return matches(target)
        .filter(rendered)
        .map((element) => squash(element.textContent));
    case 'value': {
      const element = first(target);
      return element ? (element as HTMLInputElement).value : null;
    }
    case 'attribute':
      return first(target)?.getAttribute(query.name) ?? null;
    case 'focused': {
      const element = first(target);
      return element !== null && element === document.activeElement;
    }
    case 'enabled': {
      const element = first(target);
      return element !== null && !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
    }
    case 'select': {
      const element = first(target);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.select();
      return element !== null;
    }
  }
}
