import type { Page } from 'playwright-core';

/** A text a person could type with no place to break it: `length` characters, `tag` first (to find the records again). */
export function unbroken(tag: string, length: number): string {
  return (tag + 'W'.repeat(length)).slice(0, length);
}

/** What `unbroken` texts have in common (in capitals or not, as usernames are), to find them on a screen. */
const MARK = 'WWWWWWWWWW';

export interface UserTextOnScreen {
  /** The start of the text and the element showing it. */
  text: string;
  element: string;
  /** The nearest dir attribute above the text ('auto' when the text has its own direction). */
  dir: string | null;
  /** The text runs out of the box that holds it (not cut by it). */
  overflows: boolean;
  /** The box cuts the text with an ellipsis. */
  cut: boolean;
  /** For a cut text: the nearest dir attribute of the box that cuts it (the ellipsis stands at that direction's end). */
  cutDir: string | null;
}

/**
 * Every visible text of the page holding an `unbroken` text, with where it stands: its box is the nearest ancestor
 * that is not inline. The text must lie within that box, and the box within its parent, unless the box cuts the text
 * (overflow hidden, text-overflow ellipsis).
 */
export function userTextsOnScreen(page: Page): Promise<UserTextOnScreen[]> {
  return page.evaluate((mark) => {
    const found: UserTextOnScreen[] = [];
    const visuallyHidden = (el: Element): boolean => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (/^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(getComputedStyle(at).clip)) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !node.textContent?.toUpperCase().includes(mark) ||
        !parent ||
        parent.closest('svg, [aria-hidden=true], .ant-tooltip, script, style') ||
        visuallyHidden(parent) // a table for screen readers (the charts' figures), clipped to nothing
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue; // not shown
      let box: HTMLElement = parent;
      while (box.parentElement && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
      const style = getComputedStyle(box);
      const cut = style.overflowX !== 'visible' && style.textOverflow === 'ellipsis';
      const rect = box.getBoundingClientRect();
      // The box itself may not be wider than what holds it either (a flex item that grew to the text's width).
      const outer = box.parentElement?.getBoundingClientRect() ?? rect;
      const overflows =
        !cut && (text.right > rect.right + 1 || text.left < rect.left - 1 || rect.right > outer.right + 1 || rect.left < outer.left - 1);
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${el.getAttribute('data-testid') ?? ''}]`;
      found.push({
        text: (node.textContent ?? '').trim().slice(0, 24),
        element: `${describe(box)} > ${describe(parent)}`,
        dir: parent.closest('[dir]')?.getAttribute('dir') ?? null,
        overflows,
        cut,
        cutDir: cut ? (box.closest('[dir]')?.getAttribute('dir') ?? null) : null,
      });
    }
    return found;
  }, MARK);
}

/** The elements that stick out of the window where their parent does not: where a page wider than the window comes from. */
export function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    };
    return [...document.body.querySelectorAll('*')]
      .filter((el) => out(el) && !(el.parentElement && out(el.parentElement)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${el.getAttribute('data-testid') ?? ''}]`);
  });
}
